import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import type { CguList } from '../../../server/watchlists/parse/cgu-columns.ts';
import type { WatchlistName } from '../../../server/watchlists/watchlist-entry.ts';
import type { WatchlistsSetup } from '../../../server/watchlists/watchlist-import-job.ts';
import { DEMO_WATCHLISTS } from '../../../server/watchlists/watchlists-config.ts';
import { xmlAnswer, zipAnswer, type FakeAnswer } from './fake-lists-server.ts';

/** The committed sample files (tests/fixtures/watchlists): the CGU's CSVs as latin-1 bytes, the XML lists as published. */
const FIXTURES = new URL('../../fixtures/watchlists/', import.meta.url);

export const fixtureBytes = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(path, FIXTURES)));

/** The name the CGU gives the CSV inside its zip (daily lists by day, the PEP by month). */
export const CGU_FILE_NAMES: Record<CguList, string> = {
  CEIS: '20261126_CEIS.csv',
  CNEP: '20261126_CNEP.csv',
  CEPIM: '20261126_CEPIM.csv',
  CEAF: '20261126_Expulsoes.csv',
  PEP: '202610_PEP.csv',
};

/** A list's download as the CGU serves it: its CSV (latin-1, as committed) zipped under the published name. */
export function cguZip(list: CguList, csv: Uint8Array = fixtureBytes(`cgu/${list.toLowerCase()}.csv`)): Uint8Array {
  return zipSync({ [CGU_FILE_NAMES[list]]: csv });
}

/** Bytes in pieces of `size` (a download arriving a bit at a time; pieces split fields and multi-byte characters). */
export function* inPieces(bytes: Uint8Array, size = 97): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Every list as the fake publishers serve it on 2026-11-26 (the committed samples), by path. */
export function publishedLists(): Record<string, FakeAnswer> {
  return {
    '/download-de-dados/ceis/20261126': zipAnswer(cguZip('CEIS')),
    '/download-de-dados/cnep/20261126': zipAnswer(cguZip('CNEP')),
    '/download-de-dados/cepim/20261126': zipAnswer(cguZip('CEPIM')),
    '/download-de-dados/ceaf/20261126': zipAnswer(cguZip('CEAF')),
    '/download-de-dados/pep/202610': zipAnswer(cguZip('PEP')),
    '/ofac/SDN.XML': xmlAnswer(fixtureBytes('ofac/sdn.xml')),
    '/un/consolidated.xml': xmlAnswer(fixtureBytes('un/consolidated.xml')),
  };
}

/** WATCHLISTS=official pointed at a local fake (fakeUrl) with a fixed clock: what createTestContext takes. */
export const officialWatchlists = (fakeUrl: string, now: Date, lists?: WatchlistName[]): WatchlistsSetup => ({
  config: {
    ...DEMO_WATCHLISTS,
    mode: 'official',
    cguBaseUrl: `${fakeUrl}/download-de-dados`,
    ofacUrl: `${fakeUrl}/ofac/SDN.XML`,
    unUrl: `${fakeUrl}/un/consolidated.xml`,
    ...(lists ? { lists } : {}),
  },
  deps: { fetch: globalThis.fetch, now: () => now.getTime() },
});
