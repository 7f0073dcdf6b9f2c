import type { Db } from '../db/db.ts';

/** Refuses this token (by its hash) until it would have expired anyway. Revoking twice is harmless. */
export async function revokeToken(
  db: Db,
  revocation: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO revoked_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING`,
    [revocation.tokenHash, revocation.userId, revocation.expiresAt.toISOString()],
  );
}

export async function isTokenRevoked(db: Db, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query<{ one: number }>('SELECT 1 AS one FROM revoked_tokens WHERE token_hash = $1', [
    tokenHash,
  ]);
  return rows.length > 0;
}

/** Expired tokens are refused by their signature check already; their revocation rows serve no purpose. */
export async function pruneRevokedTokens(db: Db): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
}
