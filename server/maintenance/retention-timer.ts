import type { Db } from '../db/db.ts';
import { pruneAuditEvents } from '../repositories/audit-events.ts';
import { pruneIdempotencyKeys } from '../repositories/idempotency.ts';
import { pruneRevokedTokens } from '../repositories/revoked-tokens.ts';

/** How often stored idempotency answers and revoked tokens past their retention window are deleted. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/** One retention cycle: everything whose retention window has passed is deleted. */
export async function runRetention(db: Db): Promise<void> {
  // The answers only serve replays within IDEMPOTENCY_TTL_HOURS; kept longer, the table grows with every upload.
  await pruneIdempotencyKeys(db);
  await pruneRevokedTokens(db);
  // Audit rows: only those past AUDIT_RETENTION_DAYS (186 days ≥ Marco Civil's six months); the table's trigger refuses younger ones.
  await pruneAuditEvents(db);
}

/** Runs a retention cycle now and every intervalMs (never two at once); returns stop(). Does not hold the process open. */
export function startRetentionTimer(db: Db, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  let running = false;
  const cycle = () => {
    if (running) return;
    running = true;
    runRetention(db)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  };
  cycle();
  const timer = setInterval(cycle, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
