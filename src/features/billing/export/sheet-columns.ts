import { brazilDay } from '../../../contract/dates';

/**
 * A spreadsheet column: its header and how a row's value is written. The same description feeds the CSV writer and
 * the XLSX writer, so both files carry the same columns in the same order.
 * - text: as is;
 * - centavos: an integer amount of centavos, written as reais (docs/product.md#money: ÷ 100);
 * - integer: a count;
 * - date: a calendar day or an instant, written as its day in Brasília.
 */
type SheetCellKind = 'text' | 'centavos' | 'integer' | 'date';

export interface SheetColumn {
  header: string;
  kind: SheetCellKind;
  /** Width in characters for the XLSX file. */
  width?: number;
}

/** A row as the worker receives it: plain values in column order (structured-clone friendly). */
export type SheetRow = readonly (string | number | null)[];

/** 'YYYY-MM-DD' → [year, month, day], or null for an empty or unreadable value. */
export function dayParts(value: string | number | null): [number, number, number] | null {
  if (value === null || value === '') return null;
  const day = brazilDay(value);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? [y, m, d] : null;
}
