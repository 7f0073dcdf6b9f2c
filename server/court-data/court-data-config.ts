/**
 * Where court data comes from, read from the environment in this one place:
 * - COURT_DATA: `demo` (default: generated data, no network) or `djen` (the DJEN, Comunica PJe);
 * - DJEN_BASE_URL: the service (default the production one; the homologation one, or a local fake in tests);
 * - DJEN_SYNC_CRON: when the synchronisation runs, in UTC (default 06:00 and 22:00 in Brasília);
 * - DJEN_WINDOW_DAYS: how many days back each run asks for (default 7: late publications and cancellations).
 * The schedule exists only with COURT_DATA=djen.
 */
export type CourtDataMode = 'demo' | 'djen';

export interface CourtDataConfig {
  mode: CourtDataMode;
  djenBaseUrl: string;
  /** Null: no schedule (the demo; or an operator who runs the job by hand). */
  syncCron: string | null;
  windowDays: number;
}

export const DEFAULT_DJEN_BASE_URL = 'https://comunicaapi.pje.jus.br';
/** 09:00 and 01:00 UTC: 06:00 (the day's publications are out since midnight) and 22:00 in Brasília. */
export const DEFAULT_SYNC_CRON = '0 1,9 * * *';
export const DEFAULT_WINDOW_DAYS = 7;

export const DEMO_COURT_DATA: CourtDataConfig = {
  mode: 'demo',
  djenBaseUrl: DEFAULT_DJEN_BASE_URL,
  syncCron: null,
  windowDays: DEFAULT_WINDOW_DAYS,
};

const CRON = /^(\S+\s+){4}\S+$/;

/** The configuration, or an error listing every problem found (in Portuguese, for whoever starts the server). */
export function courtDataConfigFromEnv(env: NodeJS.ProcessEnv): CourtDataConfig {
  const problems: string[] = [];
  const rawMode = (env.COURT_DATA ?? '').trim() || 'demo';
  if (rawMode !== 'demo' && rawMode !== 'djen')
    problems.push(`COURT_DATA deve ser "demo" ou "djen" (recebido: "${rawMode}").`);
  const mode: CourtDataMode = rawMode === 'djen' ? 'djen' : 'demo';
  const djenBaseUrl = (env.DJEN_BASE_URL ?? '').trim() || DEFAULT_DJEN_BASE_URL;
  try {
    const url = new URL(djenBaseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocolo');
  } catch {
    problems.push(`DJEN_BASE_URL deve ser um endereço http(s) (recebido: "${djenBaseUrl}").`);
  }
  const cron = (env.DJEN_SYNC_CRON ?? '').trim();
  if (cron !== '' && cron !== 'off' && !CRON.test(cron))
    problems.push(`DJEN_SYNC_CRON deve ser uma expressão cron de 5 campos ou "off" (recebido: "${cron}").`);
  const rawWindow = (env.DJEN_WINDOW_DAYS ?? '').trim();
  const windowDays = rawWindow === '' ? DEFAULT_WINDOW_DAYS : Number(rawWindow);
  if (!Number.isInteger(windowDays) || windowDays < 1 || windowDays > 60)
    problems.push(`DJEN_WINDOW_DAYS deve ser um inteiro entre 1 e 60 (recebido: "${rawWindow}").`);
  if (problems.length > 0) throw new Error(`Configuração de dados dos tribunais inválida:\n- ${problems.join('\n- ')}`);
  const syncCron = mode !== 'djen' || cron === 'off' ? null : cron || DEFAULT_SYNC_CRON;
  return { mode, djenBaseUrl, syncCron, windowDays };
}
