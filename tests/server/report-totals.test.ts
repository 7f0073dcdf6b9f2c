import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportXlsx } from '../../server/reports/report-files.ts';
import type { ReportTable } from '../../server/reports/report-table.ts';

/** A consumption-like table: amounts and counts are summed, a unit price never is. */
const table: ReportTable = {
  title: 'Consumo',
  description: 'd',
  organizationName: 'o',
  notes: [],
  columns: [
    { header: 'Data', kind: 'day', width: 1 },
    { header: 'Nome', kind: 'text', width: 1 },
    { header: 'Quantidade', kind: 'integer', width: 1, total: true },
    { header: 'Preço unitário', kind: 'money', width: 1 },
    { header: 'Valor', kind: 'money', width: 1, total: true },
  ],
  rows: [
    ['2026-10-01', 'A', 2, 990, 1980],
    ['2026-10-02', 'B', 1, 2490, 2490],
    ['2026-10-03', 'C', null, null, null],
  ],
};

describe('every generated report ends with its total row (issue 30)', () => {
  it('CSV: the count of rows, and the sums of the amount and count columns as numbers', () => {
    const lines = reportCsv(table).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('Total: 3 registros;;3;;44,70');
  });

  it('XLSX: the same row, its sums real numbers', async () => {
    const sheet = strFromU8(unzipSync(await reportXlsx(table))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet.match(/<row /g)).toHaveLength(5);
    expect(sheet).toMatch(/<c r="C5"[^>]*><v>3<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="E5"[^>]*><v>44\.7<\/v><\/c>/);
    expect(sheet).not.toMatch(/<c r="D5"/);
  });

  it('an empty report still says so in its total', () => {
    expect(
      reportCsv({ ...table, rows: [] })
        .toString('utf8')
        .trimEnd()
        .split('\r\n')[1],
    ).toBe('Total: 0 registros;;0;;0,00');
  });
});
