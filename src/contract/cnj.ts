/**
 * CNJ process numbers (Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO, 20 digits. The one implementation for the
 * PWA's search box, the API's `q` filter (server/domain/cnj-query.ts) and the demo seed.
 * DD is ISO 7064 mod 97-10: DD = 98 − (NNNNNNN·AAAA·J·TR·OOOO·00 mod 97).
 */
export const CNJ_DIGITS = 20;
export const INVALID_CNJ_MESSAGE = 'Número CNJ inválido: confira os 20 dígitos e os dígitos verificadores.';

export interface CnjParts {
  /** NNNNNNN: sequential number within the origin and year. */
  sequence: string;
  /** AAAA: year the process was filed. */
  year: string;
  /** J: justice branch (8 state, 5 labour, 4 federal, 3 STJ …). */
  justice: string;
  /** TR: court within the branch (26 = TJSP, 02 = TRT2 …). */
  court: string;
  /** OOOO: originating unit. */
  origin: string;
}

/** Big-number mod 97 over a digit string, chunk by chunk (no BigInt needed). */
function mod97(digits: string): number {
  let rest = 0;
  // Stryker disable next-line EqualityOperator: one more pass reads an empty chunk, and Number(`${rest}`) % 97 keeps the remainder
  for (let i = 0; i < digits.length; i += 7) {
    rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  }
  return rest;
}

/** The two check digits of the 18 other digits. */
export function cnjCheckDigits(parts: CnjParts): string {
  const value = 98 - mod97(`${parts.sequence}${parts.year}${parts.justice}${parts.court}${parts.origin}00`);
  return String(value).padStart(2, '0');
}

/** Digits of a number typed with the CNJ separators (spaces, dots, dashes, slashes); null when anything else is present. */
export function cnjDigits(raw: string): string | null {
  // Stryker disable next-line Regex: removing separators one by one or a run at a time gives the same digits
  const compact = raw.replace(/[\s./-]+/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The parts and check digits of 20 digits, or of a number typed with separators. */
export function splitCnj(raw: string): (CnjParts & { checkDigits: string }) | null {
  const digits = cnjDigits(raw);
  if (digits === null || digits.length !== CNJ_DIGITS) return null;
  return {
    sequence: digits.slice(0, 7),
    checkDigits: digits.slice(7, 9),
    year: digits.slice(9, 13),
    justice: digits.slice(13, 14),
    court: digits.slice(14, 16),
    origin: digits.slice(16, 20),
  };
}

/** True when the input has exactly 20 digits (after dropping the separators) with valid check digits. */
export function isValidCnj(raw: string): boolean {
  const parts = splitCnj(raw);
  return parts !== null && cnjCheckDigits(parts) === parts.checkDigits;
}

/** NNNNNNN-DD.AAAA.J.TR.OOOO for 20 digits; anything else is returned as given. */
export function formatCnj(raw: string): string {
  const parts = splitCnj(raw);
  if (!parts) return raw;
  return `${parts.sequence}-${parts.checkDigits}.${parts.year}.${parts.justice}.${parts.court}.${parts.origin}`;
}

/** The formatted number of these parts, with its check digits computed. */
export function cnjFromParts(parts: CnjParts): string {
  return `${parts.sequence}-${cnjCheckDigits(parts)}.${parts.year}.${parts.justice}.${parts.court}.${parts.origin}`;
}
