import type { Db } from '../../db/db.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { CommunicationsProvider } from '../court-communication.ts';
import type { CourtDataConfig } from '../court-data-config.ts';
import { runCourtSync } from './court-sync.ts';
import { nextRunOf } from './next-run.ts';

/** What the job needs: the configuration, the provider it chose, and the clock (tests fix it). */
export interface CourtSyncSetup {
  config: CourtDataConfig;
  provider: CommunicationsProvider;
  now?: () => Date;
}

/**
 * The `court-sync` job: one cycle, then Web Push for what it created (after each organization's work committed, so
 * a crash loses at most pushes, never a notification). Safe to run twice: every write is claimed first.
 */
export function courtSyncJob(db: Db, setup: CourtSyncSetup): JobHandler<{ organizationId?: number }> {
  return {
    async run(payload, { log, send }) {
      const now = setup.now?.() ?? new Date();
      const batches: { organizationId: number; notificationIds: number[] }[] = [];
      const report = await runCourtSync(db, setup.provider, {
        now,
        windowDays: setup.config.windowDays,
        nextRunAt: nextRunOf(setup.config.syncCron, now),
        log,
        ...(payload.organizationId === undefined ? {} : { organizationId: payload.organizationId }),
        onNotificationsCreated: (batch) => batches.push(batch),
      });
      const summary = report.organizations.map(({ notificationIds: _ids, ...rest }) => rest);
      log?.info(
        { from: report.from, to: report.to, organizations: summary, abortedBecause: report.abortedBecause },
        'court sync cycle',
      );
      for (const batch of batches) await send('push-send', batch);
    },
  };
}
