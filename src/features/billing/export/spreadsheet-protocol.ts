import type { SheetColumn, SheetRow } from './sheet-columns';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** What the page sends the spreadsheet worker: plain data only (structured clone). */
export interface SpreadsheetRequest {
  id: number;
  format: SpreadsheetFormat;
  columns: readonly SheetColumn[];
  rows: readonly SheetRow[];
  sheet: string;
}

export type SpreadsheetAnswer = { id: number; blob: Blob } | { id: number; error: string };

export const SPREADSHEET_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
