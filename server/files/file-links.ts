import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FILE_URL_TTL_SECONDS } from '../../src/contract/constants/case-files.ts';
import { caseFileEndpoints } from '../../src/contract/endpoints/case-files.ts';
import { endpointPath } from '../../src/contract/endpoints/endpoint-path.ts';
import type { Db } from '../db/db.ts';
import { ensureServerSecret } from '../repositories/server-secrets.ts';

/**
 * Signed, time-limited links to stored files. The viewer popup loads them in an iframe or img, which cannot
 * send a bearer token, so the link itself carries the proof: HMAC(fileId.expires). Links are handed out only
 * after the membership check of the route that lists the file.
 */
export interface FileLinks {
  /** Path (same origin) to GET /v1/files/{id}/content with expires and signature. */
  urlFor(fileId: number, now?: number): string;
  verify(fileId: number, expires: number, signature: string, now?: number): boolean;
}

const SECRET_NAME = 'file-link-key';

/** The key is created once and kept in server_secrets, so links stay valid across restarts. */
export async function loadFileLinkSecret(db: Db): Promise<string> {
  const value = await ensureServerSecret(db, SECRET_NAME, randomBytes(32).toString('base64url'));
  if (!value) throw new Error('file link secret missing');
  return value;
}

export function createFileLinks(secret: string, ttlSeconds = FILE_URL_TTL_SECONDS): FileLinks {
  const sign = (fileId: number, expires: number) =>
    createHmac('sha256', secret).update(`${fileId}.${expires}`).digest('base64url');
  return {
    urlFor(fileId, now = Date.now()) {
      // Rounded up to the hour so that repeated listings give the same URL (cache-friendly for the PWA).
      const expires = Math.ceil(now / 3_600_000) * 3600 + ttlSeconds;
      return `${endpointPath(caseFileEndpoints.getFileContent, { fileId })}?expires=${expires}&signature=${sign(fileId, expires)}`;
    },
    verify(fileId, expires, signature, now = Date.now()) {
      if (expires * 1000 < now) return false;
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
