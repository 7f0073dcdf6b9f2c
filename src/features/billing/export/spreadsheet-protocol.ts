export type SpreadsheetFormat = 'csv' | 'xlsx';

/**
 * What the page sends the spreadsheet worker: the API's answer of GET …/extract/all as it came (a Blob of JSON), so
 * that parsing 10,000 rows, mapping them and writing the file all happen off the main thread.
 */
export interface ExtractSheetRequest {
  id: number;
  format: SpreadsheetFormat;
  json: Blob;
  /** What the JSON is: GET …/extract/all (the default) or one bill's detail. */
  kind?: 'extract' | 'bill';
}

export type SpreadsheetAnswer =
  { id: number; blob: Blob; rows: number; truncated: boolean } | { id: number; error: string };

export const SPREADSHEET_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
