/**
 * Counts in Portuguese agree with their noun: '1 processo', '0 processos', '1.234 processos'. One helper for the
 * PWA and the API's files, so no screen or PDF says '1 usados'. Pure and typebox-free.
 */
import { groupThousands } from './pt-br-number';

// Built on first use, for what the fast path leaves (negative or not finite, 1e21 and up): pt-br-number.ts says why.
let integer: Intl.NumberFormat | undefined;

/** Counts with the Brazilian thousands separator: 12.345 (a fraction is rounded: 12.345,6 → 12.346). */
export function formatCount(value: number): string {
  // -0 is '-0' to Intl. Math.round rounds halves up, as Intl's halves away from zero do for a positive value, and
  // String writes the digits Intl writes up to 1e21 (both take the shortest decimal that reads back as the value).
  // Stryker disable next-line EqualityOperator: 0 reads '0' either way
  if (value >= 0 && !Object.is(value, -0)) {
    const grouped = groupThousands(String(Math.round(value)));
    if (grouped !== null) return grouped;
  }
  integer ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
  return integer.format(value);
}

/** The singular only for exactly one (Portuguese puts zero and fractions in the plural). */
export function pluralize(count: number, singular: string, plural: string): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/** '1 processo' / '12.345 processos' (count with the Brazilian thousands dot). */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${pluralize(count, singular, plural)}`;
}
