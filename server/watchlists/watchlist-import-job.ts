import type { CourtDataDeps } from '../court-data/court-data-providers.ts';
import { nextRunOf } from '../court-data/sync/next-run.ts';
import type { Db } from '../db/db.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import type { WatchlistName } from './watchlist-entry.ts';
import type { WatchlistsConfig } from './watchlists-config.ts';
import { runWatchlistImport } from './watchlist-import.ts';

/** What the import needs: the configuration and the outside world (tests: a fake server's fetch, a fixed clock). */
export interface WatchlistsSetup {
  config: WatchlistsConfig;
  deps: Pick<CourtDataDeps, 'fetch' | 'now'>;
}

/**
 * The `watchlist-import` job: every configured list, or one. With WATCHLISTS=demo it does nothing (the demo world's
 * flags need no list). Safe to run twice or on two instances: a known file is skipped, and imports of one list are
 * serialised by a lock. A cycle that imported a new version queues the re-screening (`risk-rescreen`).
 */
export function watchlistImportJob(db: Db, setup: WatchlistsSetup): JobHandler<{ list?: WatchlistName }> {
  return {
    async run(payload, { log, send }) {
      if (setup.config.mode !== 'official') return;
      const results = await runWatchlistImport(db, setup.config, setup.deps, {
        ...(payload.list === undefined ? {} : { lists: [payload.list] }),
        nextRunAt: nextRunOf(setup.config.importCron, new Date(setup.deps.now())),
      });
      log?.info({ results }, 'watchlist import');
      // A new file version may add or end flags: screen again. A known or refused file changed nothing.
      if (results.some((result) => result.outcome === 'IMPORTED')) await send('risk-rescreen', {});
    },
  };
}
