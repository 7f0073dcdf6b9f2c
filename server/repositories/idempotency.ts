import { IDEMPOTENCY_TTL_HOURS } from '../../src/contract/manual-upload.ts';
import type { Db } from '../db/db.ts';

interface StoredResponse {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

export interface IdempotencyScope {
  organizationId: number;
  userId: string;
  key: string;
}

/** Serialises concurrent requests with the same key until the caller's transaction ends. */
export async function lockIdempotencyKey(tx: Db, scope: IdempotencyScope): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `${scope.organizationId}:${scope.userId}:${scope.key}`,
  ]);
}

/** The answer remembered for this key (within the retention window), if any. */
export async function findStoredResponse(db: Db, scope: IdempotencyScope): Promise<StoredResponse | null> {
  const { rows } = await db.query<{ request_hash: string; status_code: number; response: unknown }>(
    `SELECT request_hash, status_code, response FROM idempotency_keys
     WHERE organization_id = $1 AND user_id = $2 AND key = $3 AND created_at > now() - make_interval(hours => $4)`,
    [scope.organizationId, scope.userId, scope.key, IDEMPOTENCY_TTL_HOURS],
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, body: row.response } : null;
}

/** Remembers the answer; an expired entry with the same key is replaced. Run in the creating transaction. */
export async function storeResponse(db: Db, scope: IdempotencyScope, response: StoredResponse): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys (organization_id, user_id, key, request_hash, status_code, response)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (organization_id, user_id, key) DO UPDATE
       SET request_hash = excluded.request_hash, status_code = excluded.status_code, response = excluded.response, created_at = now()`,
    [
      scope.organizationId,
      scope.userId,
      scope.key,
      response.requestHash,
      response.statusCode,
      JSON.stringify(response.body),
    ],
  );
}

/** Old keys are only kept for the retention window; called by the hourly retention job (maintenance/retention.ts). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [
    IDEMPOTENCY_TTL_HOURS,
  ]);
}
