import { csvDocument, type CsvCell } from '../../../contract/csv';
import { dayParts, type SheetColumn, type SheetRow } from './sheet-columns';

/** '2026-03-05' or an instant → '05/03/2026' (its day in Brasília); '' when there is no date. */
export function csvDate(value: string | number | null): string {
  const parts = dayParts(value);
  if (!parts) return '';
  const [y, m, d] = parts;
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** A row's value as the shared writer's typed cell (src/contract/csv.ts: numbers stay numbers, text is made safe). */
export function sheetCsvCell(value: string | number | null, kind: SheetColumn['kind']): CsvCell {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'centavos':
      return typeof value === 'number' ? { centavos: value } : String(value);
    case 'integer':
      return typeof value === 'number' ? Math.trunc(value) : String(value);
    case 'date':
      return csvDate(value);
    default:
      return String(value);
  }
}

/** The extract as CSV for Excel pt-BR (src/contract/csv.ts), dates DD/MM/AAAA. */
export function writeCsv(columns: readonly SheetColumn[], rows: readonly SheetRow[]): string {
  return csvDocument([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column, i) => sheetCsvCell(row[i] ?? null, column.kind))),
  ]);
}
