/**
 * CNJ process numbers (Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO, 20 digits.
 * DD is ISO 7064 mod 97-10: DD = 98 − (NNNNNNN·AAAA·J·TR·OOOO·00 mod 97).
 */
export const CNJ_DIGITS = 20;
export const INVALID_CNJ_MESSAGE = 'Número CNJ inválido: confira os 20 dígitos e os dígitos verificadores.';

/** Big-number mod 97 over a digit string, chunk by chunk (no BigInt needed). */
function mod97(digits: string): number {
  let rest = 0;
  // Stryker disable next-line EqualityOperator: one more pass reads an empty chunk, and Number(`${rest}`) % 97 keeps the remainder
  for (let i = 0; i < digits.length; i += 7) {
    rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  }
  return rest;
}

/** The two check digits for the 18 other digits in CNJ order (N, AAAA, J, TR, OOOO). */
export function cnjCheckDigits(sequence: string, year: string, segment: string, court: string, origin: string): string {
  const value = 98 - mod97(`${sequence}${year}${segment}${court}${origin}00`);
  return String(value).padStart(2, '0');
}

/** True when the input has exactly 20 digits (after dropping dots, dashes and spaces) with valid check digits. */
export function isValidCnj(raw: string): boolean {
  const digits = cnjDigits(raw);
  if (digits === null || digits.length !== CNJ_DIGITS) return false;
  const [n, dd, year, j, tr, origin] = splitCnj(digits);
  return cnjCheckDigits(n, year, j, tr, origin) === dd;
}

/** Digits of a number typed with the CNJ separators; null when anything else is present. */
export function cnjDigits(raw: string): string | null {
  // Stryker disable next-line Regex: removing separators one by one or a run at a time gives the same digits
  const compact = raw.replace(/[\s.-]+/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

function splitCnj(digits: string): [string, string, string, string, string, string] {
  return [digits.slice(0, 7), digits.slice(7, 9), digits.slice(9, 13), digits.slice(13, 14), digits.slice(14, 16), digits.slice(16, 20)];
}

/** NNNNNNN-DD.AAAA.J.TR.OOOO for 20 digits; anything else is returned as given. */
export function formatCnj(raw: string): string {
  const digits = cnjDigits(raw);
  if (digits === null || digits.length !== CNJ_DIGITS) return raw;
  const [n, dd, year, j, tr, origin] = splitCnj(digits);
  return `${n}-${dd}.${year}.${j}.${tr}.${origin}`;
}

export type ProcessSearch =
  | { kind: 'empty' }
  | { kind: 'number'; value: string }
  | { kind: 'party'; value: string }
  | { kind: 'invalid'; message: string };

/**
 * What the search box holds: digits and CNJ separators are a number (20 digits must pass the check digits,
 * fewer are a prefix); text with letters is a party name (at least 2 characters).
 */
export function parseProcessSearch(raw: string): ProcessSearch {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  const digits = cnjDigits(text);
  if (digits !== null) {
    if (digits.length > CNJ_DIGITS) return { kind: 'invalid', message: INVALID_CNJ_MESSAGE };
    if (digits.length === CNJ_DIGITS && !isValidCnj(digits)) return { kind: 'invalid', message: INVALID_CNJ_MESSAGE };
    return { kind: 'number', value: digits };
  }
  // Stryker disable next-line all: unreachable — cnjDigits returned null, so the text holds a character outside [\d\s.-]
  if (/^[\d\s.-]+$/.test(text)) return { kind: 'invalid', message: INVALID_CNJ_MESSAGE };
  if (text.length < 2) return { kind: 'invalid', message: 'Digite pelo menos 2 letras do nome da parte.' };
  return { kind: 'party', value: text.slice(0, 120) };
}
