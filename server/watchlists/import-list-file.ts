import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import {
  finishVersion,
  findVersionByHash,
  insertEntries,
  insertVersion,
  lockList,
  supersedeCurrent,
} from '../repositories/watchlists.ts';
import { readListFile } from './parse/read-list-file.ts';
import {
  newReport,
  WATCHLIST_MESSAGES,
  WatchlistFileError,
  type ParseReport,
  type WatchlistEntry,
  type WatchlistName,
} from './watchlist-entry.ts';

/** Rows per INSERT: large enough to amortise the statement, small enough to keep one batch's memory low. */
const BATCH = 1000;
/** Pieces the downloaded bytes are parsed in (the parsers are streaming: a million rows never sit in memory as text). */
const PIECE = 256 * 1024;

export interface ImportedFile {
  list: WatchlistName;
  /** IMPORTED: a new version is current; UNCHANGED: this very file is known (nothing written); REFUSED: nothing written. */
  outcome: 'IMPORTED' | 'UNCHANGED' | 'REFUSED';
  versionId: number | null;
  report: ParseReport;
  /** Portuguese: why the file was refused, or which rows were skipped. */
  message: string | null;
}

export interface ListFile {
  bytes: Uint8Array;
  sourceUrl: string;
  fetchedAt: Date;
}

function* pieces(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
}

export const fileHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Imports one file version of a list, all or nothing: in one transaction the list's current version becomes the
 * previous one, the new version and every readable entry are written, and a refusal (truncated file, changed layout,
 * unexpected root) rolls it all back, leaving the previous version current. The same bytes twice is nothing to do.
 */
export async function importListFile(
  db: Db,
  list: WatchlistName,
  file: ListFile,
  options: { batchSize?: number } = {},
): Promise<ImportedFile> {
  const batchSize = options.batchSize ?? BATCH;
  const hash = fileHash(file.bytes);
  const report = newReport();
  const known = await findVersionByHash(db, list, hash);
  if (known) return { list, outcome: 'UNCHANGED', versionId: known.id, report, message: null };
  try {
    const versionId = await db.transaction(async (tx) => {
      await lockList(tx, list);
      // Another instance may have imported the same file while this one waited for the lock.
      const raced = await findVersionByHash(tx, list, hash);
      if (raced) return null;
      await supersedeCurrent(tx, list);
      const id = await insertVersion(tx, { list, fetchedAt: file.fetchedAt, sourceUrl: file.sourceUrl, hash });
      let batch: WatchlistEntry[] = [];
      for await (const entry of readListFile(list, pieces(file.bytes), report)) {
        batch.push(entry.sourceLink ? entry : { ...entry, sourceLink: file.sourceUrl });
        if (batch.length >= batchSize) {
          await insertEntries(tx, id, batch);
          batch = [];
        }
      }
      await insertEntries(tx, id, batch);
      if (report.rows === 0) throw new WatchlistFileError(WATCHLIST_MESSAGES.emptyFile);
      await finishVersion(tx, id, report);
      return id;
    });
    if (versionId === null) return { list, outcome: 'UNCHANGED', versionId: null, report, message: null };
    const message = report.skipped > 0 ? WATCHLIST_MESSAGES.skippedRows(report.skipped, report.examples) : null;
    return { list, outcome: 'IMPORTED', versionId, report, message };
  } catch (error) {
    if (!(error instanceof WatchlistFileError)) throw error;
    return { list, outcome: 'REFUSED', versionId: null, report, message: error.message };
  }
}
