import type { Db } from '../../db/db.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { RiskLookup } from '../../relationships/risk-lookup.ts';
import type { WatchlistsConfig } from '../watchlists-config.ts';
import { rescreenOrganizations } from './rescreen-organizations.ts';

export interface RescreenSetup {
  config: Pick<WatchlistsConfig, 'mode'>;
  /** The RiskLookup the relationship graphs use (the official lists'); null when none is composed. */
  lookup: RiskLookup | null;
  now: () => number;
}

/**
 * The `risk-rescreen` job: queued by a watchlist import that brought a new file version. With WATCHLISTS=demo it does
 * nothing: the demo world's flags never change, so there is nothing new to tell (the seed shows what a change looks
 * like). Idempotent: a rerun finds every change already recorded. Pushes are queued after the organizations committed.
 */
export function riskRescreenJob(db: Db, setup: RescreenSetup): JobHandler<{ organizationId?: number }> {
  return {
    async run(payload, { log, send }) {
      if (setup.config.mode !== 'official' || setup.lookup === null) return;
      const { report, pushes } = await rescreenOrganizations(db, setup.lookup, {
        now: new Date(setup.now()),
        ...(payload.organizationId === undefined ? {} : { organizationId: payload.organizationId }),
      });
      log?.info({ report }, 'risk re-screening');
      for (const push of pushes) await send('push-send', push);
    },
  };
}
