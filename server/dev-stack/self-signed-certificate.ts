import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throw-away certificate for a loopback TLS server (the fake hosted UI), made by the system's openssl: Node
 * generates keys but not X.509 certificates. Valid one day, for the given IP or name; never trusted by anything
 * but a browser told to ignore certificate errors.
 */
export async function selfSignedCertificate(host: string): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'painel-fake-tls-'));
  try {
    const san = /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${san}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    return { key: await readFile(join(dir, 'key.pem'), 'utf8'), cert: await readFile(join(dir, 'cert.pem'), 'utf8') };
  } catch (error) {
    throw new Error(
      `openssl could not make a certificate for the fake hosted UI: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
