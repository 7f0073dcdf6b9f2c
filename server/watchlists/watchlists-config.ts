import { WATCHLISTS, type WatchlistName } from './watchlist-entry.ts';

/**
 * Where sanctions and PEP flags come from, read from the environment in this one place:
 * - WATCHLISTS: `demo` (default: the demo world's flags, no network) or `official` (the lists imported here);
 * - WATCHLISTS_CGU_BASE_URL: the CGU's "download de dados" (CEIS, CNEP, CEPIM, CEAF daily; PEP monthly);
 * - WATCHLISTS_OFAC_URL, WATCHLISTS_UN_URL: the OFAC SDN XML and the UN consolidated XML;
 * - WATCHLISTS_IMPORT_CRON: when the import runs, in UTC (default 10:30, 07:30 in Brasília: the CGU publishes overnight);
 * - WATCHLISTS_LISTS: which lists to import (default all), comma-separated;
 * - TCU_CERTIDOES_BASE_URL: the TCU's consolidated certificate service (per CNPJ, on demand).
 * The schedule exists only with WATCHLISTS=official. Base URLs may point at a local mirror or a test's fake.
 */
export type WatchlistsMode = 'demo' | 'official';

export interface WatchlistsConfig {
  mode: WatchlistsMode;
  cguBaseUrl: string;
  ofacUrl: string;
  unUrl: string;
  tcuBaseUrl: string;
  /** Null: no schedule (the demo; or an operator who runs the import by hand). */
  importCron: string | null;
  lists: WatchlistName[];
}

export const DEFAULT_CGU_BASE_URL = 'https://portaldatransparencia.gov.br/download-de-dados';
export const DEFAULT_OFAC_URL = 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.XML';
export const DEFAULT_UN_URL = 'https://scsanctions.un.org/resources/xml/en/consolidated.xml';
export const DEFAULT_TCU_BASE_URL = 'https://certidoes-apf.apps.tcu.gov.br/api/rest/publico/certidoes';
export const DEFAULT_IMPORT_CRON = '30 10 * * *';

export const DEMO_WATCHLISTS: WatchlistsConfig = {
  mode: 'demo',
  cguBaseUrl: DEFAULT_CGU_BASE_URL,
  ofacUrl: DEFAULT_OFAC_URL,
  unUrl: DEFAULT_UN_URL,
  tcuBaseUrl: DEFAULT_TCU_BASE_URL,
  importCron: null,
  lists: [...WATCHLISTS],
};

const CRON = /^(\S+\s+){4}\S+$/;

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string, problems: string[]): string {
  const value = (env[name] ?? '').trim() || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocolo');
  } catch {
    problems.push(`${name} deve ser um endereço http(s) (recebido: "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

/** The configuration, or an error listing every problem found (in Portuguese, for whoever starts the server). */
export function watchlistsConfigFromEnv(env: NodeJS.ProcessEnv): WatchlistsConfig {
  const problems: string[] = [];
  const rawMode = (env.WATCHLISTS ?? '').trim() || 'demo';
  if (rawMode !== 'demo' && rawMode !== 'official')
    problems.push(`WATCHLISTS deve ser "demo" ou "official" (recebido: "${rawMode}").`);
  const mode: WatchlistsMode = rawMode === 'official' ? 'official' : 'demo';
  const cguBaseUrl = httpUrl(env, 'WATCHLISTS_CGU_BASE_URL', DEFAULT_CGU_BASE_URL, problems);
  const ofacUrl = httpUrl(env, 'WATCHLISTS_OFAC_URL', DEFAULT_OFAC_URL, problems);
  const unUrl = httpUrl(env, 'WATCHLISTS_UN_URL', DEFAULT_UN_URL, problems);
  const tcuBaseUrl = httpUrl(env, 'TCU_CERTIDOES_BASE_URL', DEFAULT_TCU_BASE_URL, problems);
  const cron = (env.WATCHLISTS_IMPORT_CRON ?? '').trim();
  if (cron !== '' && cron !== 'off' && !CRON.test(cron))
    problems.push(`WATCHLISTS_IMPORT_CRON deve ser uma expressão cron de 5 campos ou "off" (recebido: "${cron}").`);
  const rawLists = (env.WATCHLISTS_LISTS ?? '').trim();
  const named = rawLists === '' ? [...WATCHLISTS] : rawLists.split(',').map((name) => name.trim().toUpperCase());
  const unknown = named.filter((name) => !(WATCHLISTS as readonly string[]).includes(name));
  if (unknown.length > 0)
    problems.push(`WATCHLISTS_LISTS aceita ${WATCHLISTS.join(', ')} (desconhecidas: ${unknown.join(', ')}).`);
  if (problems.length > 0)
    throw new Error(`Configuração das listas de sanções e PEP inválida:\n- ${problems.join('\n- ')}`);
  const lists = WATCHLISTS.filter((name) => named.includes(name));
  const importCron = mode !== 'official' || cron === 'off' ? null : cron || DEFAULT_IMPORT_CRON;
  return { mode, cguBaseUrl, ofacUrl, unUrl, tcuBaseUrl, importCron, lists };
}
