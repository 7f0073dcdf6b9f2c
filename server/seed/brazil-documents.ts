/**
 * Brazilian identifiers: CPF and CNPJ check digits (mod 11) and CNJ process numbers (ISO 7064 mod 97-10).
 * Pure functions, shared by the seed and (later) the API's input checks.
 */

const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Mod-11 check digit over the digits with the given weights (CPF and CNPJ share the rule). */
function mod11Digit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Appends the two check digits to a 9-digit CPF base. */
export function completeCpf(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`CPF base must have 9 digits: ${base9}`);
  const d1 = mod11Digit(base9, CPF_WEIGHTS_1);
  const d2 = mod11Digit(base9 + d1, CPF_WEIGHTS_2);
  return `${base9}${d1}${d2}`;
}

export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  // Repeated digits (000.000.000-00 …) pass the arithmetic but are not issued.
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  return completeCpf(cpf.slice(0, 9)) === cpf;
}

/** Appends the two check digits to a 12-digit CNPJ base (8-digit root + 4-digit branch). */
export function completeCnpj(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new Error(`CNPJ base must have 12 digits: ${base12}`);
  const d1 = mod11Digit(base12, CNPJ_WEIGHTS_1);
  const d2 = mod11Digit(base12 + d1, CNPJ_WEIGHTS_2);
  return `${base12}${d1}${d2}`;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = onlyDigits(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return completeCnpj(cnpj.slice(0, 12)) === cnpj;
}

export const formatCpf = (cpf: string): string =>
  onlyDigits(cpf).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
export const formatCnpj = (cnpj: string): string =>
  onlyDigits(cnpj).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

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
