import { describe, expect, it } from 'vitest';
import { csvCell, CSV_BOM } from '../../src/contract/csv';
import { centavosToDecimalComma, formatCentavos } from '../../src/contract/money';
import { csvDate, sheetCsvCell, writeCsv } from '../../src/features/billing/export/csv-writer';
import type { SheetColumn } from '../../src/features/billing/export/sheet-columns';
import { competencePeriod } from '../../src/features/billing/competence';
import { competenceLabel, monthAbbreviation, monthInWords } from '../../src/contract/constants/billing';
import { csvValue, pdfText } from '../../server/reports/report-table';

const COLUMNS: SheetColumn[] = [
  { header: 'Data', kind: 'date' },
  { header: 'Tipo', kind: 'text' },
  { header: 'Quantidade', kind: 'integer' },
  { header: 'Valor (R$)', kind: 'centavos' },
];

/** A minimal reader for the format the writer promises: ';' cells, '"' quoting, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('CSV for Excel pt-BR', () => {
  it('starts with the UTF-8 BOM, separates with ";" and ends lines with CRLF', () => {
    const csv = writeCsv(COLUMNS, [['2026-03-05', 'Análise básica', 3, 123456]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Data;Tipo;Quantidade;Valor (R$)\r\n05/03/2026;Análise básica;3;1234,56\r\n');
  });

  it('writes centavos with a decimal comma and no thousands separator, integers only', () => {
    expect(centavosToDecimalComma(0)).toBe('0,00');
    expect(centavosToDecimalComma(5)).toBe('0,05');
    expect(centavosToDecimalComma(29)).toBe('0,29');
    expect(centavosToDecimalComma(123456789)).toBe('1234567,89');
    expect(centavosToDecimalComma(-1050)).toBe('-10,50');
  });

  it("writes an amount one way in the PWA's CSV and the API's reports, rounding to the nearest centavo (money.ts)", () => {
    for (const centavos of [0, 5, 29, 123_456_789, -1_050, 12.4, 12.5, -12.5]) {
      const pwa = csvCell(sheetCsvCell(centavos, 'centavos'));
      expect(csvCell(csvValue('money', centavos))).toBe(pwa);
      expect(pwa).toBe(centavosToDecimalComma(centavos));
      // The API's printed files show the same amount as the screens.
      expect(pdfText('money', centavos)).toBe(formatCentavos(centavos));
    }
    expect(csvCell(sheetCsvCell(12.5, 'centavos'))).toBe('0,13');
  });

  it('writes dates DD/MM/AAAA, an instant as its day in Brasília', () => {
    expect(csvDate('2026-12-31')).toBe('31/12/2026');
    // 02:00 UTC on 1 March is still 28 February in Brasília (UTC−3).
    expect(csvDate('2026-03-01T02:00:00.000Z')).toBe('28/02/2026');
    expect(csvDate(null)).toBe('');
    expect(csvDate('não é data')).toBe('');
  });

  it('quotes cells with ";", quotes or line breaks and disarms formulas', () => {
    expect(csvCell('Silva; Souza')).toBe('"Silva; Souza"');
    expect(csvCell('o "melhor"')).toBe('"o ""melhor"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(sheetCsvCell(null, 'centavos'))).toBe('');
  });

  it('parses back to the same accents, amounts and dates', () => {
    const rows: [string, string, number, number][] = [
      ['2026-01-02', 'Consulta; ação "urgente"', 1, 1990],
      ['2026-02-28', 'Monitoração\ncontínua', 12, 100],
    ];
    const parsed = parseCsv(writeCsv(COLUMNS, rows).slice(1));
    expect(parsed).toEqual([
      ['Data', 'Tipo', 'Quantidade', 'Valor (R$)'],
      ['02/01/2026', 'Consulta; ação "urgente"', '1', '19,90'],
      ['28/02/2026', 'Monitoração\ncontínua', '12', '1,00'],
    ]);
  });
});

describe('competence month', () => {
  it('labels a bill by its month in Portuguese words (issue 30), never MM/AAAA', () => {
    expect(competenceLabel('2026-03')).toBe('Competência: março de 2026');
    expect(competenceLabel('2025-12')).toBe('Competência: dezembro de 2025');
    expect(monthInWords('2026-10')).toBe('outubro de 2026');
    expect(monthAbbreviation('2026-02')).toBe('fev');
  });

  it('gives the month as the extract period it charges, leap years included', () => {
    expect(competencePeriod('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(competencePeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(competencePeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(competencePeriod('x')).toBeNull();
  });
});
