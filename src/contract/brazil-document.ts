/**
 * CPF and CNPJ: classification, check digits and display masks. Pure and import-free, so the PWA (input masks,
 * validation before calling) and the API (the authority: 400 'Documento inválido') share one implementation.
 *
 * Classification (docs/product.md#document-numbers): the raw text is stripped of everything but letters and digits and
 * upper-cased; 11 digits is a CPF, 14 characters is a CNPJ, anything else is unrecognized. Since July 2026 the
 * Receita Federal issues alphanumeric CNPJs: positions 1–12 in [0-9A-Z], positions 13–14 numeric check digits.
 * Every character is worth its ASCII code − 48 ('0'..'9' → 0..9, 'A' → 17 … 'Z' → 42), and the check digits
 * follow the usual mod-11 rule and weights, so a numeric CNPJ is validated exactly as before.
 * A number whose characters are all equal (000.000.000-00, 11.111.111/1111-11) passes the arithmetic but is
 * never issued, so it is invalid.
 */

export type DocumentType = 'CPF' | 'CNPJ';
export type DocumentKind = DocumentType | 'UNRECOGNIZED';

/** The message for an unrecognized or invalid document (docs/messages.md#error-catalogue), used by the API and the PWA alike. */
export const INVALID_DOCUMENT_MESSAGE = 'Documento inválido';

/** Letters and digits only, upper-cased: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function normalizeDocument(raw: string | null | undefined): string {
  // Stryker disable next-line Regex: removing the characters one by one or a run at a time gives the same text
  return (raw ?? '').replace(/[^0-9A-Za-z]+/g, '').toUpperCase();
}

/** By shape only (no check digits): 11 digits → CPF; 12 of [0-9A-Z] + 2 digits → CNPJ; else UNRECOGNIZED. */
export function classifyDocumentNumber(raw: string | null | undefined): DocumentKind {
  const value = normalizeDocument(raw);
  if (/^\d{11}$/.test(value)) return 'CPF';
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) return 'CNPJ';
  return 'UNRECOGNIZED';
}

const charValue = (char: string): number => char.charCodeAt(0) - 48;

/** Mod-11 check digit of `base` with the given weights (CPF and CNPJ share the rule). */
function mod11Digit(base: string, weights: readonly number[]): number {
  let sum = 0;
  // Stryker disable next-line EqualityOperator,StringLiteral: a pass past the weights adds `?? 0` = 0, and the base always has a character per weight
  for (let i = 0; i < weights.length; i++) sum += (weights[i] ?? 0) * charValue(base[i] ?? '0');
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const allEqual = (value: string): boolean => /^(.)\1*$/.test(value);

/** Appends the two check digits to a 9-digit CPF base. */
export function completeCpf(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`CPF base must have 9 digits: ${base9}`);
  const d1 = mod11Digit(base9, CPF_WEIGHTS_1);
  const d2 = mod11Digit(`${base9}${d1}`, CPF_WEIGHTS_2);
  return `${base9}${d1}${d2}`;
}

/** Appends the two check digits to a 12-character CNPJ base (numeric or alphanumeric, upper-case). */
export function completeCnpj(base12: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base12)) throw new Error(`CNPJ base must have 12 characters in [0-9A-Z]: ${base12}`);
  const d1 = mod11Digit(base12, CNPJ_WEIGHTS_1);
  const d2 = mod11Digit(`${base12}${d1}`, CNPJ_WEIGHTS_2);
  return `${base12}${d1}${d2}`;
}

export function isValidCpf(raw: string | null | undefined): boolean {
  const cpf = normalizeDocument(raw);
  if (!/^\d{11}$/.test(cpf) || allEqual(cpf)) return false;
  return completeCpf(cpf.slice(0, 9)) === cpf;
}

export function isValidCnpj(raw: string | null | undefined): boolean {
  const cnpj = normalizeDocument(raw);
  // Stryker disable next-line Regex: without ^ or $ longer text passes the shape test, but the comparison with the 14 characters of completeCnpj still refuses it
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allEqual(cnpj)) return false;
  return completeCnpj(cnpj.slice(0, 12)) === cnpj;
}

export interface ValidDocument {
  type: DocumentType;
  /** Normalized: digits (CPF, numeric CNPJ) or upper-case [0-9A-Z] (alphanumeric CNPJ), no punctuation. */
  number: string;
}

/** The classified, check-digit-valid document, or null (→ 'Documento inválido'). */
export function parseDocument(raw: string | null | undefined): ValidDocument | null {
  const number = normalizeDocument(raw);
  const kind = classifyDocumentNumber(number);
  // Stryker disable next-line ConditionalExpression: isValidCpf requires the CPF shape itself, so `kind === 'CPF'` replaced by true changes nothing
  if (kind === 'CPF' && isValidCpf(number)) return { type: 'CPF', number };
  // Stryker disable next-line ConditionalExpression: isValidCnpj requires the CNPJ shape itself, so `kind === 'CNPJ'` replaced by true changes nothing
  if (kind === 'CNPJ' && isValidCnpj(number)) return { type: 'CNPJ', number };
  return null;
}

/** 000.000.000-00 or XX.XXX.XXX/XXXX-00; anything unrecognized comes back as typed. */
export function formatDocumentNumber(raw: string | null | undefined): string {
  const value = normalizeDocument(raw);
  switch (classifyDocumentNumber(value)) {
    case 'CPF':
      return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
    case 'CNPJ':
      return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
    default:
      return raw ?? '';
  }
}

/**
 * The mask applied while typing: up to 11 digits as a CPF (000.000.000-00); from the 12th character, or as soon
 * as a letter appears, as a CNPJ (XX.XXX.XXX/XXXX-XX). Extra characters beyond 14 are dropped.
 */
export function maskDocumentInput(typed: string): string {
  // Stryker disable next-line MethodExpression: the CNPJ groups take 14 characters at most, so the mask drops the rest without the slice too
  const value = normalizeDocument(typed).slice(0, 14);
  const groups = (sizes: readonly number[], separators: readonly string[]): string => {
    let out = '';
    let at = 0;
    sizes.forEach((size, i) => {
      if (at >= value.length) return;
      out += (i > 0 ? separators[i - 1] : '') + value.slice(at, at + size);
      at += size;
    });
    return out;
  };
  if (value.length <= 11 && /^\d*$/.test(value)) return groups([3, 3, 3, 2], ['.', '.', '-']);
  return groups([2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/**
 * A document number as the Receita/gov.br masks it when publishing personal data: a CPF keeps digits 4–9
 * (***.456.789-**); a CNPJ, by the same rule, hides its first group and check digits (**.345.678/0001-**).
 * Anything unrecognized is fully hidden. Used by the audit trail, which never stores a number in clear.
 */
export function maskDocumentNumber(raw: string | null | undefined): string {
  const value = normalizeDocument(raw);
  switch (classifyDocumentNumber(value)) {
    case 'CPF':
      return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
    case 'CNPJ':
      return `**.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-**`;
    default:
      return '***';
  }
}
