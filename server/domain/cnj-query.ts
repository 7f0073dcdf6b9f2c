/** What a process-number search looks for: the whole number or its first digits (punctuation ignored). */
export interface CnjQuery {
  digits: string;
  exact: boolean;
}

/** ISO 7064 mod 97-10 over NNNNNNN·AAAA·J·TR·OOOO·DD (the DD sits after the sequence in the formatted number). */
export function cnjDigitsAreValid(digits: string): boolean {
  if (!/^\d{20}$/.test(digits)) return false;
  const reordered = `${digits.slice(0, 7)}${digits.slice(9)}${digits.slice(7, 9)}`;
  return BigInt(reordered) % 97n === 1n;
}

/** 20 digits → NNNNNNN-DD.AAAA.J.TR.OOOO. */
export function formatCnjDigits(digits: string): string {
  return digits.replace(/^(\d{7})(\d{2})(\d{4})(\d)(\d{2})(\d{4})$/, '$1-$2.$3.$4.$5.$6');
}

/** Why a `q` filter breaks the rule: not 1–20 digits, or 20 digits whose check digits do not add up. */
export type CnjQueryProblem = 'format' | 'checkDigits';

/**
 * The rule of the `q` filter: dots, dashes, slashes and spaces are ignored; what is left must be 1–20 digits.
 * Twenty digits must carry valid check digits (a typo there would otherwise silently find nothing).
 * `query` is null for an empty filter; the caller turns a problem into its answer (http/rule-errors.ts).
 */
export function parseCnjQuery(raw: string | undefined): { query: CnjQuery | null } | { problem: CnjQueryProblem } {
  if (raw === undefined) return { query: null };
  const digits = raw.replace(/[.\-/\s]/g, '');
  if (digits === '') return { query: null };
  if (!/^\d+$/.test(digits) || digits.length > 20) return { problem: 'format' };
  if (digits.length === 20 && !cnjDigitsAreValid(digits)) return { problem: 'checkDigits' };
  return { query: { digits, exact: digits.length === 20 } };
}
