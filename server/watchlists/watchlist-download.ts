import type { CourtDataDeps } from '../court-data/court-data-providers.ts';
import { WATCHLIST_MESSAGES, type WatchlistName } from './watchlist-entry.ts';
import type { WatchlistsConfig } from './watchlists-config.ts';

/** A download that failed, in Portuguese for the sources screen. */
export class WatchlistDownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WatchlistDownloadError';
  }
}

/** The largest list file accepted (the OFAC SDN XML is about 30 MB; the CGU zips a few MB). */
export const MAX_LIST_BYTES = 400 * 1024 * 1024;
/** Days (months for the PEP) to step back when the day's file is not published yet (404). */
const LOOKBACK = 3;

const CGU_PATHS: Record<Exclude<WatchlistName, 'OFAC' | 'UN'>, string> = {
  CEIS: 'ceis',
  CNEP: 'cnep',
  CEPIM: 'cepim',
  CEAF: 'ceaf',
  PEP: 'pep',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The URLs to try for a list, newest first: the CGU names files by day (by month for the PEP). */
export function listUrls(list: WatchlistName, config: WatchlistsConfig, now: Date): string[] {
  if (list === 'OFAC') return [config.ofacUrl];
  if (list === 'UN') return [config.unUrl];
  const urls: string[] = [];
  for (let back = 0; back < LOOKBACK; back++) {
    const day = new Date(now);
    if (list === 'PEP') {
      day.setUTCDate(1);
      day.setUTCMonth(day.getUTCMonth() - back);
      urls.push(`${config.cguBaseUrl}/${CGU_PATHS[list]}/${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}`);
    } else {
      day.setUTCDate(day.getUTCDate() - back);
      const stamp = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
      urls.push(`${config.cguBaseUrl}/${CGU_PATHS[list]}/${stamp}`);
    }
  }
  return urls;
}

async function readBody(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_LIST_BYTES) throw new WatchlistDownloadError(WATCHLIST_MESSAGES.tooLarge(MAX_LIST_BYTES >> 20));
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_LIST_BYTES)
    throw new WatchlistDownloadError(WATCHLIST_MESSAGES.tooLarge(MAX_LIST_BYTES >> 20));
  return bytes;
}

/**
 * The list's newest file: the HTTP layer alone (no parsing). A 404 steps back a day (the CGU publishes overnight);
 * an HTML answer (a block page, maintenance) or another status is an error in Portuguese.
 */
export async function downloadList(
  list: WatchlistName,
  config: WatchlistsConfig,
  deps: Pick<CourtDataDeps, 'fetch' | 'now'>,
): Promise<{ bytes: Uint8Array; url: string }> {
  let lastStatus = 404;
  for (const url of listUrls(list, config, new Date(deps.now()))) {
    let response: Response;
    try {
      response = await deps.fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10 * 60_000) });
    } catch (error) {
      throw new WatchlistDownloadError(
        WATCHLIST_MESSAGES.network(error instanceof Error ? error.message : String(error)),
      );
    }
    if (response.status === 404) {
      lastStatus = 404;
      await response.body?.cancel();
      continue;
    }
    if (!response.ok) throw new WatchlistDownloadError(WATCHLIST_MESSAGES.httpStatus(response.status));
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      await response.body?.cancel();
      throw new WatchlistDownloadError(WATCHLIST_MESSAGES.htmlAnswer);
    }
    return { bytes: await readBody(response), url };
  }
  throw new WatchlistDownloadError(
    lastStatus === 404 ? WATCHLIST_MESSAGES.notFound : WATCHLIST_MESSAGES.httpStatus(lastStatus),
  );
}
