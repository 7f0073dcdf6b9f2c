import type { Cell, SheetData } from 'write-excel-file/browser';
import { generateXlsxFileSync } from 'write-excel-file/sync';
import { centavosToReais } from '../../../contract/money';
import { dayParts, type SheetColumn, type SheetRow } from './sheet-columns';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';

function xlsxCell(value: string | number | null, kind: SheetColumn['kind']): Cell {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'centavos':
      // A number cell (sums work in Excel); Excel shows the separators of the reader's locale.
      return typeof value === 'number'
        ? { value: centavosToReais(value), type: Number, format: MONEY_FORMAT }
        : String(value);
    case 'integer':
      return typeof value === 'number' ? { value, type: Number } : String(value);
    case 'date': {
      const parts = dayParts(value);
      // The Brasília day at UTC midnight: Excel dates have no time zone, so the cell shows that day everywhere.
      return parts
        ? { value: new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])), type: Date, format: DATE_FORMAT }
        : null;
    }
    default:
      return { value: String(value), type: String };
  }
}

/** One sheet: the bold header row, then the rows; the header stays in view while scrolling. */
export function writeXlsx(columns: readonly SheetColumn[], rows: readonly SheetRow[], sheet: string): Promise<Blob> {
  const data: SheetData = [columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }))];
  for (const row of rows) data.push(columns.map((column, i) => xlsxCell(row[i] ?? null, column.kind)));
  // Synchronous zip: this runs in the spreadsheet worker, where blocking is what a worker is for (vite.config.ts).
  return generateXlsxFileSync(
    data,
    { sheet, columns: columns.map((column) => ({ width: column.width ?? 16 })), stickyRowsCount: 1 },
    undefined,
    async (content) => new Uint8Array(await content.arrayBuffer()),
  );
}
