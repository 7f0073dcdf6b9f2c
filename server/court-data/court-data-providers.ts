import type { CommunicationsProvider, ProcessDataProvider } from './court-communication.ts';
import { courtDataConfigFromEnv, type CourtDataConfig } from './court-data-config.ts';
import { createDemoCommunications } from './demo-communications.ts';
import { createDjenProvider } from './djen/djen-provider.ts';
import type { CourtSyncSetup } from './sync/court-sync-job.ts';
import type { DatajudConfig } from './datajud/datajud-config.ts';
import { createDatajudProcessData } from './datajud/datajud-provider.ts';
import { createDemoProcessData } from './demo-process-data.ts';

/** What an adapter may do to the outside world; tests hand in a fake fetch, a fixed clock and an instant sleep. */
export interface CourtDataDeps {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const REAL_DEPS: CourtDataDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The communications provider the configuration asks for. */
export function createCommunicationsProvider(
  config: CourtDataConfig,
  deps: CourtDataDeps = REAL_DEPS,
): CommunicationsProvider {
  if (config.mode === 'djen') return createDjenProvider({ baseUrl: config.djenBaseUrl, ...deps });
  return createDemoCommunications();
}

/** The synchronisation's setup from the environment (COURT_DATA, DJEN_*): throws, listing every problem, when invalid. */
export function courtSyncSetupFromEnv(env: NodeJS.ProcessEnv, deps: CourtDataDeps = REAL_DEPS): CourtSyncSetup {
  const config = courtDataConfigFromEnv(env);
  return { config, provider: createCommunicationsProvider(config, deps) };
}

/** Process data by number: DataJud when an operator set its key (datajud-config.ts), the demo's otherwise. */
export function createProcessDataProvider(
  datajud: DatajudConfig | null,
  deps: CourtDataDeps = REAL_DEPS,
): ProcessDataProvider {
  return datajud ? createDatajudProcessData({ ...datajud, ...deps }) : createDemoProcessData();
}
