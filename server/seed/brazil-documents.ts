/**
 * Brazilian identifiers: CNJ process numbers (ISO 7064 mod 97-10). CPF and CNPJ check digits (mod 11, alphanumeric
 * CNPJ included) are in the shared contract, src/contract/brazil-document.ts.
 */

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

/** DD = 98 − (N·AAAA·J·TR·OOOO·00 mod 97), computed on the digit string with BigInt. */
export function cnjCheckDigits(parts: CnjParts): string {
  const body = `${parts.sequence}${parts.year}${parts.justice}${parts.court}${parts.origin}00`;
  const dd = 98n - (BigInt(body) % 97n);
  return dd.toString().padStart(2, '0');
}

export function formatCnj(parts: CnjParts): string {
  const dd = cnjCheckDigits(parts);
  return `${parts.sequence}-${dd}.${parts.year}.${parts.justice}.${parts.court}.${parts.origin}`;
}

const CNJ_PATTERN = /^(\d{7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})$/;

/** Parses a formatted CNJ number; null when it does not have the NNNNNNN-DD.AAAA.J.TR.OOOO shape. */
export function parseCnj(value: string): (CnjParts & { checkDigits: string }) | null {
  const match = CNJ_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, sequence = '', checkDigits = '', year = '', justice = '', court = '', origin = ''] = match;
  return { sequence, checkDigits, year, justice, court, origin };
}

/** Valid when the whole number N·AAAA·J·TR·OOOO·DD is ≡ 1 (mod 97), the ISO 7064 check. */
export function isValidCnj(value: string): boolean {
  const parts = parseCnj(value);
  if (!parts) return false;
  const whole = `${parts.sequence}${parts.year}${parts.justice}${parts.court}${parts.origin}${parts.checkDigits}`;
  return BigInt(whole) % 97n === 1n;
}
