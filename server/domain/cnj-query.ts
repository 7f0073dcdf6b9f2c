import { CNJ_DIGITS, cnjDigits, isValidCnj } from '../../src/contract/cnj.ts';

/** What a process-number search looks for: the whole number or its first digits (punctuation ignored). */
export interface CnjQuery {
  digits: string;
  exact: boolean;
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
  const digits = cnjDigits(raw);
  if (digits === '') return { query: null };
  if (digits === null || digits.length > CNJ_DIGITS) return { problem: 'format' };
  if (digits.length === CNJ_DIGITS && !isValidCnj(digits)) return { problem: 'checkDigits' };
  return { query: { digits, exact: digits.length === 20 } };
}
