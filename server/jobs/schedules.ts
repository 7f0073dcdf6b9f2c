import { RETENTION_CRON } from '../maintenance/retention.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * The cron of the court feed every `minutes` (COURT_FEED_MINUTES), in UTC; null = off. Under an hour: every N minutes
 * from the top of the hour (when N does not divide 60, the hour's last period is shorter); from an hour on: every
 * round(N / 60) hours on the hour.
 */
export function courtFeedCron(minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes <= 0) return null;
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/**
 * Bills are issued on the 1st at 00:05 in Brasília (03:05 UTC; Brazil keeps no daylight saving time since 2019), so
 * each is dated the 1st and falls due on the 10th (domain/billing.ts dueDateOf).
 */
export const BILLING_CRON = '5 3 1 * *';

interface ScheduleOptions {
  /** COURT_FEED_MINUTES; 0 removes the feed's schedule (it is stored in the database, shared by every instance). */
  courtFeedMinutes: number;
  /** DJEN_SYNC_CRON with COURT_DATA=djen (court-data-config.ts); null or absent removes the synchronisation's schedule. */
  courtSyncCron?: string | null;
  /** WATCHLISTS_IMPORT_CRON with WATCHLISTS=official (watchlists-config.ts); null or absent removes the import's schedule. */
  watchlistImportCron?: string | null;
}

/**
 * Stores the schedules (idempotent: every instance may call it at start) and queues one retention and one billing run now, as the
 * hourly timer did at start. pg-boss's timekeeper then sends each scheduled job once per period, whichever instance
 * sees it first; the job's singleton policy keeps two cycles from running at once.
 */
export async function applySchedules(queue: JobQueue, options: ScheduleOptions): Promise<void> {
  await queue.setSchedule('retention', RETENTION_CRON);
  await queue.setSchedule('court-feed', courtFeedCron(options.courtFeedMinutes));
  await queue.setSchedule('issue-bills', BILLING_CRON);
  await queue.setSchedule('court-sync', options.courtSyncCron ?? null);
  await queue.setSchedule('watchlist-import', options.watchlistImportCron ?? null);
  await queue.send('retention', {}, { singletonKey: 'retention-at-start' });
  // A month whose 1st passed while no instance ran is issued now (late: due a week after issue, never before it).
  await queue.send('issue-bills', {}, { singletonKey: 'issue-bills-at-start' });
}
