/// <reference lib="webworker" />
import { writeCsv } from './csv-writer';
import { SPREADSHEET_TYPES, type SpreadsheetAnswer, type SpreadsheetRequest } from './spreadsheet-protocol';
import { writeXlsx } from './xlsx-writer';

/**
 * Writes spreadsheets off the main thread (issue 18: whatever the browser generates is generated in a worker): 10,000
 * rows take hundreds of milliseconds, which on the page would freeze scrolling and taps.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<SpreadsheetRequest>) => {
  const { id, format, columns, rows, sheet } = event.data;
  const made = format === 'csv' ? Promise.resolve(new Blob([writeCsv(columns, rows)], { type: SPREADSHEET_TYPES.csv })) : writeXlsx(columns, rows, sheet);
  made.then(
    (blob) => scope.postMessage({ id, blob } satisfies SpreadsheetAnswer),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies SpreadsheetAnswer),
  );
});
