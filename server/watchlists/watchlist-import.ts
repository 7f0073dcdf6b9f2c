import type { CourtDataDeps } from '../court-data/court-data-providers.ts';
import type { Db } from '../db/db.ts';
import { recordListRun } from '../repositories/watchlists.ts';
import { importListFile, type ImportedFile } from './import-list-file.ts';
import { downloadList, WatchlistDownloadError } from './watchlist-download.ts';
import type { WatchlistName } from './watchlist-entry.ts';
import type { WatchlistsConfig } from './watchlists-config.ts';

export interface ListImportResult {
  list: WatchlistName;
  outcome: ImportedFile['outcome'] | 'FAILED';
  rows: number;
  skipped: number;
  message: string | null;
}

/**
 * One import cycle: each configured list (or the one asked for) downloaded and imported on its own, so a list that
 * fails costs only itself; each list's status recorded for the "Fontes de dados" screen.
 */
export async function runWatchlistImport(
  db: Db,
  config: WatchlistsConfig,
  deps: Pick<CourtDataDeps, 'fetch' | 'now'>,
  options: { lists?: readonly WatchlistName[]; nextRunAt?: Date | null } = {},
): Promise<ListImportResult[]> {
  const results: ListImportResult[] = [];
  for (const list of options.lists ?? config.lists) {
    const at = new Date(deps.now());
    let result: ListImportResult;
    let publishedOn: string | null = null;
    try {
      const { bytes, url } = await downloadList(list, config, deps);
      const imported = await importListFile(db, list, { bytes, sourceUrl: url, fetchedAt: at });
      publishedOn = imported.report.publishedOn;
      result = {
        list,
        outcome: imported.outcome,
        rows: imported.outcome === 'IMPORTED' ? imported.report.rows : 0,
        skipped: imported.report.skipped,
        message: imported.message,
      };
    } catch (error) {
      if (!(error instanceof WatchlistDownloadError)) throw error;
      result = { list, outcome: 'FAILED', rows: 0, skipped: 0, message: error.message };
    }
    const failed = result.outcome === 'FAILED' || result.outcome === 'REFUSED';
    await recordListRun(db, {
      list,
      at,
      ok: !failed,
      items: result.rows,
      skipped: result.skipped,
      lastError: failed ? result.message : null,
      lastWarning: failed ? null : result.message,
      publishedOn,
      nextRunAt: options.nextRunAt ?? null,
    });
    results.push(result);
  }
  return results;
}
