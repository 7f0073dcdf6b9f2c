import type { ParseReport, WatchlistEntry, WatchlistName } from '../watchlist-entry.ts';
import { readCguZip } from './cgu-zip.ts';
import { readOfacSdn } from './ofac-sdn.ts';
import { readUnConsolidated } from './un-consolidated.ts';

/** The parser of each list's file: the CGU's zipped CSV, OFAC's SDN XML, the UN's consolidated XML. */
export function readListFile(
  list: WatchlistName,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  report: ParseReport,
): AsyncGenerator<WatchlistEntry> {
  if (list === 'OFAC') return readOfacSdn(chunks, report);
  if (list === 'UN') return readUnConsolidated(chunks, report);
  return readCguZip(list, chunks, report);
}
