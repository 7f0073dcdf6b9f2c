import { centavosToDecimalComma } from './money.ts';

/**
 * The one CSV writer of the server and the PWA, for Excel in Brazil: UTF-8 with a BOM (without
 * it Excel reads the accents as Latin-1), ';' between cells (the comma is the decimal mark), decimal comma without
 * thousands separators (so Excel reads a number; amounts by centavosToDecimalComma, money.ts), CRLF line ends.
 *
 * Cells are typed so that only text is ever neutralised: a spreadsheet runs a cell beginning with = + - @ tab or
 * carriage return as a formula ("-2+3+cmd|' /C calc'!A0" typed as a name at a lookup), so such text gets a leading
 * ' and quotes (OWASP CSV injection). Numbers are written by us, never by a user, and stay numbers: -10,50 included.
 */

/** Text (neutralised and quoted as needed), a number (a count, a decimal), money in centavos, or an empty cell. */
export type CsvCell = string | number | { centavos: number } | null | undefined;

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
// ',' too: a reader set to comma-separated would otherwise split the cell and start a new one, maybe with '='.
const NEEDS_QUOTES = /[";,\r\n]|^\s|\s$/;

/** A text cell: a would-be formula gets a leading ' and quotes; ';', ',', quotes and line breaks are quoted. */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return safe !== text || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number cell: 3, -2, 1,5 (decimal comma); not a finite number → empty. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/**
 * A lossless text cell, for exports that must be read back exactly (the audit trail's, verified by its hash): always
 * quoted, so '' and null (an empty field without quotes) stay apart, and a leading ' is guarded like a formula so the
 * guard is always undone by dropping one leading '.
 */
export function csvExactText(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) || value.startsWith("'") ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return csvNumber(cell);
  if (typeof cell === 'object') return Number.isFinite(cell.centavos) ? centavosToDecimalComma(cell.centavos) : '';
  return csvText(cell);
}

/** The whole file as one string: BOM, one line per row, CRLF after each. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR) + LINE_END).join('');
}
