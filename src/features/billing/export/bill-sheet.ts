import { monthInWords } from '../../../contract/constants/billing';
import type { BillDetail } from '../../../contract/billing';
import type { SheetColumn, SheetRow } from './sheet-columns';
import type { SpreadsheetFormat } from './spreadsheet-protocol';

/** A bill as a spreadsheet: its lines, then the total row, with the month in words and the due date. */
export const BILL_COLUMNS: readonly SheetColumn[] = [
  { header: 'Competência', kind: 'text', width: 20 },
  { header: 'Vencimento', kind: 'date', width: 12 },
  { header: 'Plano', kind: 'text', width: 18 },
  { header: 'Quantidade', kind: 'integer', width: 11 },
  { header: 'Preço unitário (R$)', kind: 'centavos', width: 18 },
  { header: 'Valor (R$)', kind: 'centavos', width: 14 },
];

export function billSheetRows(bill: BillDetail): SheetRow[] {
  const month = monthInWords(bill.competenceMonth);
  const lines: SheetRow[] = bill.lines.map((line) => [
    month,
    bill.dueDate,
    line.label,
    line.quantity,
    line.unitPrice,
    line.amount,
  ]);
  const units = bill.lines.reduce((sum, line) => sum + line.quantity, 0);
  return [...lines, [month, bill.dueDate, 'Total', units, null, bill.total]];
}

/** 'fatura-2026-10-2026000006.xlsx' */
export const billFileName = (bill: BillDetail, format: SpreadsheetFormat): string =>
  `fatura-${bill.competenceMonth}-${bill.nfse.number}.${format}`;
