import { describe, expect, it } from 'vitest';
import type { BillDetail } from '../../src/contract/billing';
import { writeCsv } from '../../src/features/billing/export/csv-writer';
import { BILL_COLUMNS, billFileName, billSheetRows } from '../../src/features/billing/export/bill-sheet';
import { EXTRACT_COLUMNS, extractSheetRow, extractTotalRow } from '../../src/features/billing/export/extract-sheet';

/** Issue 30: a bill as CSV and XLSX; a total row in every export; months in words and the due date. */
const bill = {
  id: 6,
  holderId: 1,
  holderName: 'Moraes',
  organizationId: 590,
  organizationName: 'Moraes & Associados',
  competenceMonth: '2026-10',
  createdAt: '2026-11-01T03:05:00.000Z',
  dueDate: '2026-11-10',
  total: 34_500,
  lines: [
    { typePlan: 'Consulta', label: 'Consulta', quantity: 10, unitPrice: 350, amount: 3_500 },
    { typePlan: 'Monitoria', label: 'Monitoria', quantity: 5, unitPrice: 6_200, amount: 31_000 },
  ],
  nfse: { number: '2026000006', accessKey: '1'.repeat(50), issuedAt: '2026-11-01T03:05:00.000Z' },
  pdfUrl: '/x',
} as unknown as BillDetail;

describe('exports (issue 30)', () => {
  it('a bill as CSV: its lines with the month in words and the due date, then the total row', () => {
    const lines = writeCsv(BILL_COLUMNS, billSheetRows(bill))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Competência;Vencimento;Plano;Quantidade;Preço unitário (R$);Valor (R$)');
    expect(lines[1]).toBe('outubro de 2026;10/11/2026;Consulta;10;3,50;35,00');
    expect(lines.at(-1)).toBe('outubro de 2026;10/11/2026;Total;15;;345,00');
    expect(billFileName(bill, 'xlsx')).toBe('fatura-2026-10-2026000006.xlsx');
  });

  it('the extract ends with a total row that sums the units and the value', () => {
    const rows = [
      {
        id: 1,
        type: 'Consulta',
        document: '12345678909',
        documentName: 'Ana',
        consume: 1,
        date: '2026-10-05T12:00:00Z',
        planId: 1,
        userName: null,
        unitPrice: 350,
        amount: 350,
      },
      {
        id: 2,
        type: 'Monitoria',
        document: null,
        documentName: null,
        consume: 1,
        date: '2026-10-06T12:00:00Z',
        planId: 2,
        userName: null,
        unitPrice: 990,
        amount: 990,
      },
    ] as const;
    const csv = writeCsv(EXTRACT_COLUMNS, [
      ...rows.map((r) => extractSheetRow(r as never)),
      extractTotalRow(rows as never),
    ])
      .trim()
      .split(/\r?\n/);
    expect(csv.at(-1)).toBe(';Total;;;2;;13,40;');
  });
});
