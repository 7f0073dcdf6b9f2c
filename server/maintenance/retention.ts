import type { Db } from '../db/db.ts';
import { pruneAuditEvents } from '../repositories/audit-events.ts';
import { pruneChallengeSessions } from '../repositories/identity-challenges.ts';
import { pruneIdempotencyKeys } from '../repositories/idempotency.ts';
import { pruneRevokedTokens } from '../repositories/revoked-tokens.ts';

/** When retention runs: hourly, on the hour (a job schedule, server/jobs/schedules.ts), once across all instances. */
export const RETENTION_CRON = '0 * * * *';

/** One retention cycle: everything whose retention window has passed is deleted. Running it twice deletes nothing more. */
export async function runRetention(db: Db): Promise<void> {
  // The answers only serve replays within IDEMPOTENCY_TTL_HOURS; kept longer, the table grows with every upload.
  await pruneIdempotencyKeys(db);
  await pruneRevokedTokens(db);
  // Sign-in challenges live 3 minutes; abandoned ones would stay forever.
  await pruneChallengeSessions(db);
  // Audit rows: only those past AUDIT_RETENTION_DAYS (186 days ≥ Marco Civil's six months); the table's trigger refuses younger ones.
  await pruneAuditEvents(db);
}
