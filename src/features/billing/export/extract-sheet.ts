import { formatDocumentNumber } from '../../../contract/brazil-document';
import type { ExtractRow } from '../../../contract/extract';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import type { SheetColumn, SheetRow } from './sheet-columns';
import type { SpreadsheetFormat } from './spreadsheet-protocol';

/** The extract as a spreadsheet: the same columns in the CSV and the XLSX. */
export const EXTRACT_COLUMNS: readonly SheetColumn[] = [
  { header: 'Data', kind: 'date', width: 12 },
  { header: 'Tipo', kind: 'text', width: 16 },
  { header: 'Documento', kind: 'text', width: 20 },
  { header: 'Nome', kind: 'text', width: 32 },
  { header: 'Quantidade', kind: 'integer', width: 11 },
  { header: 'Preço unitário (R$)', kind: 'centavos', width: 18 },
  { header: 'Valor (R$)', kind: 'centavos', width: 14 },
  { header: 'Usuário', kind: 'text', width: 24 },
];

/** One extract row in column order: plan types by their Portuguese names, documents punctuated. */
export function extractSheetRow(row: ExtractRow): SheetRow {
  return [
    row.date,
    PLAN_LABELS[row.type] ?? row.type,
    row.document ? formatDocumentNumber(row.document) : '',
    row.documentName ?? '',
    row.consume,
    row.unitPrice,
    row.amount,
    row.userName ?? '',
  ];
}

/** The last row of every extract file: the units and the value of all the rows above. */
export function extractTotalRow(rows: readonly ExtractRow[]): SheetRow {
  const units = rows.reduce((sum, row) => sum + row.consume, 0);
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  return [null, 'Total', '', '', units, null, amount, ''];
}

/** 'extrato-2026-03-01-a-2026-03-31.xlsx', or 'extrato-completo-{today}.csv' without a whole period. */
export function extractFileName(
  filters: { from?: string; to?: string },
  format: SpreadsheetFormat,
  today: string,
): string {
  const period = filters.from && filters.to ? `${filters.from}-a-${filters.to}` : `completo-${today}`;
  return `extrato-${period}.${format}`;
}
