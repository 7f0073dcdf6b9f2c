import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stackOptionsFromEnv } from '../../scripts/env-options.ts';
import { checkPushEndpoint, normalizeTestOrigins } from '../../server/push/push-endpoints.ts';
import {
  generateVapidConfig,
  loadOrCreateVapidKeys,
  VAPID_KEYS_FILE,
  vapidFromEnv,
} from '../../server/push/vapid-keys.ts';

describe('push configuration (issue 19)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('generates the local VAPID keys once into the data folder, owner-only, and reuses them on restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vapid-'));
    dirs.push(dir);
    const first = await loadOrCreateVapidKeys(dir, { CONTACT_EMAIL: 'suporte@exemplo.test' });
    const again = await loadOrCreateVapidKeys(dir, {});
    expect(again.publicKey).toBe(first.publicKey);
    expect(again.privateKey).toBe(first.privateKey);
    expect(first.subject).toBe('mailto:suporte@exemplo.test');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect((await stat(join(dir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir, VAPID_KEYS_FILE), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it('takes VAPID_* from the environment, and refuses half or malformed keys', () => {
    const keys = generateVapidConfig();
    expect(vapidFromEnv({})).toBeNull();
    expect(
      vapidFromEnv({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://painel.exemplo.com.br/contato',
      }),
    ).toEqual({ ...keys, subject: 'https://painel.exemplo.com.br/contato' });
    expect(() => vapidFromEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/juntas/);
    expect(() => vapidFromEnv({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() =>
      vapidFromEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'eu' }),
    ).toThrow(/VAPID_SUBJECT/);
    expect(
      stackOptionsFromEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid?.publicKey,
    ).toBe(keys.publicKey);
  });

  it('accepts push test origins only next to the test routes, and only loopback ones', () => {
    expect(() => stackOptionsFromEnv({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:4302' })).toThrow(/E2E_TEST_ROUTES=1/);
    expect(
      stackOptionsFromEnv({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:4302', E2E_TEST_ROUTES: '1' }).pushTestOrigins,
    ).toEqual(['http://127.0.0.1:4302']);
    expect(() => normalizeTestOrigins(['http://10.0.0.5:4302'])).toThrow(/origem local/);
    expect(() => normalizeTestOrigins(['http://127.0.0.1:4302/push'])).toThrow(/origem local/);
    expect(() => normalizeTestOrigins(['qualquer'])).toThrow(/não é uma origem/);
    expect(checkPushEndpoint('http://127.0.0.1:4302/push/a', ['http://127.0.0.1:4302']).ok).toBe(true);
    expect(checkPushEndpoint('http://127.0.0.1:4303/push/a', ['http://127.0.0.1:4302']).ok).toBe(false);
    expect(checkPushEndpoint('http://127.0.0.1:4302/push/a').ok).toBe(false);
  });
});
