/// <reference lib="webworker" />
import type { BillDetail } from '../../../contract/billing';
import type { ExtractExport, ExtractRow } from '../../../contract/extract';
import { writeCsv } from './csv-writer';
import { BILL_COLUMNS, billSheetRows } from './bill-sheet';
import { EXTRACT_COLUMNS, extractSheetRow, extractTotalRow } from './extract-sheet';
import type { SheetColumn, SheetRow } from './sheet-columns';
import {
  SPREADSHEET_TYPES,
  type ExtractSheetRequest,
  type SpreadsheetAnswer,
  type SpreadsheetFormat,
} from './spreadsheet-protocol';
import { writeXlsx } from './xlsx-writer';

/**
 * Writes spreadsheets off the main thread (whatever the browser generates is generated in a worker): 10,000
 * rows take hundreds of milliseconds to parse and write, which on the page would freeze scrolling and taps.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** The file of the extract's rows, CSV for Excel pt-BR or XLSX. */
function spreadsheet(
  format: SpreadsheetFormat,
  columns: readonly SheetColumn[],
  rows: readonly SheetRow[],
  sheet: string,
): Promise<Blob> {
  if (format === 'xlsx') return writeXlsx(columns, rows, sheet);
  return Promise.resolve(new Blob([writeCsv(columns, rows)], { type: SPREADSHEET_TYPES.csv }));
}

/** The file of the extract's rows, with the total row last. */
function extractSpreadsheet(format: SpreadsheetFormat, rows: readonly ExtractRow[]): Promise<Blob> {
  return spreadsheet(format, EXTRACT_COLUMNS, [...rows.map(extractSheetRow), extractTotalRow(rows)], 'Extrato');
}

async function answer({ id, format, json, kind }: ExtractSheetRequest): Promise<SpreadsheetAnswer> {
  if (kind === 'bill') {
    const bill = JSON.parse(await json.text()) as BillDetail;
    return {
      id,
      blob: await spreadsheet(format, BILL_COLUMNS, billSheetRows(bill), 'Fatura'),
      rows: bill.lines.length,
      truncated: false,
    };
  }
  const extract = JSON.parse(await json.text()) as ExtractExport;
  const blob = await extractSpreadsheet(format, extract.result);
  return { id, blob, rows: extract.result.length, truncated: extract.truncated };
}

scope.addEventListener('message', (event: MessageEvent<ExtractSheetRequest>) => {
  answer(event.data).then(
    (done) => scope.postMessage(done),
    (error: unknown) =>
      scope.postMessage({
        id: event.data.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SpreadsheetAnswer),
  );
});
