import { REAL_DEPS } from '../court-data/court-data-providers.ts';
import type { WatchlistsSetup } from './watchlist-import-job.ts';
import { watchlistsConfigFromEnv } from './watchlists-config.ts';

/** The lists' setup from the environment (WATCHLISTS, WATCHLISTS_*): throws, listing every problem, when invalid. */
export function watchlistsSetupFromEnv(
  env: NodeJS.ProcessEnv,
  deps: WatchlistsSetup['deps'] = REAL_DEPS,
): WatchlistsSetup {
  return { config: watchlistsConfigFromEnv(env), deps };
}
