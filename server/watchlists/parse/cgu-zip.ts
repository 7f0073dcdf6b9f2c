import { Unzip, UnzipInflate } from 'fflate';
import {
  newReport,
  skip,
  WATCHLIST_MESSAGES,
  WatchlistFileError,
  type ParseReport,
  type WatchlistEntry,
} from '../watchlist-entry.ts';
import { isoIfValid } from '../normalize.ts';
import { indexHeader, mapCguRow, type CguList } from './cgu-columns.ts';
import { SemicolonCsvReader, type CsvRecord } from './semicolon-csv.ts';

/** The day in the CSV's name inside the zip ("20261126_CEIS.csv"; the monthly PEP: "202611_PEP.csv" → the 1st). */
export function publishedOnFromName(name: string): string | null {
  const day = /(\d{4})(\d{2})(\d{2})_/.exec(name);
  if (day) return isoIfValid(`${day[1]}-${day[2]}-${day[3]}`) ?? null;
  const month = /(\d{4})(\d{2})_/.exec(name);
  return month ? (isoIfValid(`${month[1]}-${month[2]}-01`) ?? null) : null;
}

/**
 * A CGU download (a zip holding one `;`-separated ISO-8859-1 CSV), read as it arrives: bytes → unzip → latin-1 text
 * → records → entries, a piece at a time, so a file of a million rows never sits in memory as text. Malformed rows
 * are counted in `report` and skipped; a truncated zip, a zip without a CSV, a quote that never closes or a header
 * without the expected columns refuses the whole file (WatchlistFileError) — the caller's transaction then stores
 * nothing of it.
 */
export async function* readCguZip(
  list: CguList,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  report: ParseReport = newReport(),
): AsyncGenerator<WatchlistEntry> {
  const reader = new SemicolonCsvReader();
  // windows-1252 is WHATWG's 'latin1': the CGU's files are ISO-8859-1 with the odd cp1252 dash or quote.
  const decoder = new TextDecoder('latin1');
  let pending: CsvRecord[] = [];
  let csvSeen = false;
  let csvFinished = false;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (csvSeen || !/\.csv$/i.test(file.name)) return;
    csvSeen = true;
    report.publishedOn = publishedOnFromName(file.name);
    file.ondata = (error, data, final) => {
      if (error) {
        failure ??= new WatchlistFileError(WATCHLIST_MESSAGES.truncatedZip);
        return;
      }
      try {
        pending.push(...reader.push(decoder.decode(data, { stream: !final })));
        if (final) {
          pending.push(...reader.end());
          csvFinished = true;
        }
      } catch (caught) {
        failure ??= caught instanceof Error ? caught : new Error(String(caught));
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  let header: string[] | null = null;
  let index = new Map<string, number>();
  const drain = function* (): Generator<WatchlistEntry> {
    const records = pending;
    pending = [];
    for (const record of records) {
      if (header === null) {
        header = record.fields;
        const indexed = indexHeader(list, header);
        if (indexed.missing.length > 0)
          throw new WatchlistFileError(WATCHLIST_MESSAGES.missingColumns(indexed.missing));
        index = indexed.index;
        continue;
      }
      const mapped = mapCguRow(list, index, header, record.fields);
      if ('problem' in mapped) skip(report, record.line, mapped.problem);
      else {
        report.rows++;
        yield mapped;
      }
    }
  };

  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch {
      failure ??= new WatchlistFileError(WATCHLIST_MESSAGES.truncatedZip);
    }
    if (failure) throw failure;
  };
  for await (const chunk of chunks) {
    push(chunk, false);
    yield* drain();
  }
  push(new Uint8Array(0), true);
  yield* drain();
  if (!csvSeen) throw new WatchlistFileError(WATCHLIST_MESSAGES.noCsvInZip);
  if (!csvFinished) throw new WatchlistFileError(WATCHLIST_MESSAGES.truncatedZip);
  if (report.rows === 0 && report.skipped === 0) throw new WatchlistFileError(WATCHLIST_MESSAGES.emptyFile);
}
