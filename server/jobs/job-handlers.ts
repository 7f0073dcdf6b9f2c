import type { Db } from '../db/db.ts';
import { analysisJob, analysisReportJob } from '../analysis/analysis-jobs.ts';
import { issueAllDueBills } from '../billing/issue-bills.ts';
import { courtSyncJob, type CourtSyncSetup } from '../court-data/sync/court-sync-job.ts';
import { demoCourtSync } from '../feed/demo-court-sync.ts';
import { runCourtFeed } from '../feed/court-feed.ts';
import { runRetention } from '../maintenance/retention.ts';
import { relationshipJob } from '../relationships/relationship-job.ts';
import type { RelationshipSource } from '../relationships/relationship-source.ts';
import type { PushDispatcher, PushJob } from '../push/push-dispatcher.ts';
import { generatedReportJob } from '../reports/generated-report-job.ts';
import { DEMO_WATCHLISTS } from '../watchlists/watchlists-config.ts';
import { watchlistImportJob, type WatchlistsSetup } from '../watchlists/watchlist-import-job.ts';
import { riskRescreenJob } from '../watchlists/rescreen/risk-rescreen-job.ts';
import type { RiskLookup } from '../relationships/risk-lookup.ts';
import type { JobHandlers } from './job-queue.ts';

const DEMO_WATCHLISTS_SETUP: WatchlistsSetup = {
  config: DEMO_WATCHLISTS,
  deps: { fetch: (input, init) => globalThis.fetch(input, init), now: () => Date.now() },
};

/**
 * The registry: which code runs each kind of job (job-types.ts). `courtSync`: the court data source (default: the
 * demo's); `watchlists`: the official lists' import (default: the demo, which imports nothing); `riskLookup`: the
 * graphs' RiskLookup, which the re-screening matches with (null: none composed, the re-screening does nothing).
 */
export function createJobHandlers(
  db: Db,
  relationshipSource: RelationshipSource,
  push: Pick<PushDispatcher, 'deliver'>,
  courtSync: CourtSyncSetup = demoCourtSync(),
  watchlists: WatchlistsSetup = DEMO_WATCHLISTS_SETUP,
  riskLookup: RiskLookup | null = null,
): JobHandlers {
  return {
    analysis: analysisJob(db),
    'analysis-report': analysisReportJob(db),
    'relationship-analysis': relationshipJob(db, relationshipSource),
    'generated-report': generatedReportJob(db),
    retention: { run: () => runRetention(db) },
    'issue-bills': {
      async run(payload, { log }) {
        const issued = await issueAllDueBills(db, payload.now === undefined ? new Date() : new Date(payload.now));
        log?.info({ issued }, 'bills issued');
      },
    },
    'court-feed': {
      async run(_payload, { log, send }) {
        const created: PushJob[] = [];
        const report = await runCourtFeed(db, { onNotificationsCreated: (batch) => created.push(batch) });
        log?.info({ report }, 'court feed cycle');
        // After the cycle committed; a crash before these are queued loses only the pushes, never a notification.
        for (const batch of created) await send('push-send', batch);
      },
    },
    'court-sync': courtSyncJob(db, courtSync),
    'watchlist-import': watchlistImportJob(db, watchlists),
    'risk-rescreen': riskRescreenJob(db, { config: watchlists.config, lookup: riskLookup, now: watchlists.deps.now }),
    'push-send': { run: (payload) => push.deliver(payload) },
  };
}
