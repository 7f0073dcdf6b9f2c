import { dayParts, type SheetColumn, type SheetRow } from './sheet-columns';

/**
 * CSV for Excel in Brazil (RESEARCH §2): UTF-8 with a BOM (without it Excel reads the accents as Latin-1), ';' between
 * cells (the comma is the decimal mark), decimal comma without thousands separators (so Excel reads a number, not
 * text), dates DD/MM/AAAA, CRLF line ends.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

// A cell Excel would run as a formula ("=HYPERLINK(…)" typed in a description): prefixed with ' (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 12345 centavos → '123,45'; -5 → '-0,05'. Integer arithmetic only, so no float rounding ever shows. */
export function centavosToDecimalComma(centavos: number): string {
  const negative = centavos < 0;
  const abs = Math.abs(Math.round(centavos));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-03-05' or an instant → '05/03/2026' (its day in Brasília); '' when there is no date. */
export function csvDate(value: string | number | null): string {
  const parts = dayParts(value);
  if (!parts) return '';
  const [y, m, d] = parts;
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

export function csvCell(value: string | number | null, kind: SheetColumn['kind']): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'centavos':
      return typeof value === 'number' ? centavosToDecimalComma(value) : quote(String(value));
    case 'integer':
      return typeof value === 'number' ? String(Math.trunc(value)) : quote(String(value));
    case 'date':
      return csvDate(value);
    default: {
      const text = String(value);
      return quote(FORMULA_START.test(text) ? `'${text}` : text);
    }
  }
}

/** The whole file as one string, BOM first. */
export function writeCsv(columns: readonly SheetColumn[], rows: readonly SheetRow[]): string {
  const lines: string[] = [columns.map((column) => quote(column.header)).join(SEPARATOR)];
  for (const row of rows) lines.push(columns.map((column, i) => csvCell(row[i] ?? null, column.kind)).join(SEPARATOR));
  return CSV_BOM + lines.join(LINE_END) + LINE_END;
}
