/// <reference lib="webworker" />
import type { ExtractExport, ExtractRow } from '../../../contract/extract';
import { writeCsv } from './csv-writer';
import { EXTRACT_COLUMNS, extractSheetRow } from './extract-sheet';
import { SPREADSHEET_TYPES, type ExtractSheetRequest, type SpreadsheetAnswer, type SpreadsheetFormat } from './spreadsheet-protocol';
import { writeXlsx } from './xlsx-writer';

/**
 * Writes spreadsheets off the main thread (issue 18: whatever the browser generates is generated in a worker): 10,000
 * rows take hundreds of milliseconds to parse and write, which on the page would freeze scrolling and taps.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** The file of the extract's rows, CSV for Excel pt-BR or XLSX. */
function extractSpreadsheet(format: SpreadsheetFormat, rows: readonly ExtractRow[]): Promise<Blob> {
  const sheetRows = rows.map(extractSheetRow);
  if (format === 'xlsx') return writeXlsx(EXTRACT_COLUMNS, sheetRows, 'Extrato');
  return Promise.resolve(new Blob([writeCsv(EXTRACT_COLUMNS, sheetRows)], { type: SPREADSHEET_TYPES.csv }));
}

async function answer({ id, format, json }: ExtractSheetRequest): Promise<SpreadsheetAnswer> {
  const extract = JSON.parse(await json.text()) as ExtractExport;
  const blob = await extractSpreadsheet(format, extract.result);
  return { id, blob, rows: extract.result.length, truncated: extract.truncated };
}

scope.addEventListener('message', (event: MessageEvent<ExtractSheetRequest>) => {
  answer(event.data).then(
    (done) => scope.postMessage(done),
    (error: unknown) => scope.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) } satisfies SpreadsheetAnswer),
  );
});
