import { CNJ_DIGITS, cnjDigits, INVALID_CNJ_MESSAGE, isValidCnj } from '../../contract/cnj';

type ProcessSearch =
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
