/**
 * The CPF/CNPJ search field's mask, applied as the user types or pastes. It accepts the alphanumeric CNPJ that the
 * Receita Federal issues from 2026 (letters in the first 12 positions), so letters are kept and upper-cased.
 * Validation (length and check digits) is not done here: the mask only shapes what was typed.
 */

export const DOCUMENT_MAX_CHARS = 14;
/** Longest masked text: 00.000.000/0000-00. */
export const DOCUMENT_MASKED_MAX_LENGTH = 18;

/** Upper-cased letters and digits only, at most 14 (a CNPJ's length). */
export function documentChars(raw: string | null | undefined): string {
  return (raw ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]+/g, '')
    .slice(0, DOCUMENT_MAX_CHARS);
}

function applyPattern(chars: string, groups: readonly number[], separators: readonly string[]): string {
  let out = '';
  let index = 0;
  groups.forEach((size, groupIndex) => {
    if (index >= chars.length) return;
    if (groupIndex > 0) out += separators[groupIndex - 1];
    out += chars.slice(index, index + size);
    index += size;
  });
  return out;
}

const CPF_GROUPS = [3, 3, 3, 2] as const;
const CPF_SEPARATORS = ['.', '.', '-'] as const;
const CNPJ_GROUPS = [2, 3, 3, 4, 2] as const;
const CNPJ_SEPARATORS = ['.', '.', '/', '-'] as const;

/**
 * Up to 11 digits is shaped as a CPF (000.000.000-00); more digits, or any letter, as a CNPJ (00.000.000/0000-00).
 * A separator is only written once a character follows it, so deleting backwards never gets stuck on one.
 */
export function maskDocument(raw: string | null | undefined): string {
  const chars = documentChars(raw);
  const looksLikeCnpj = chars.length > 11 || /[A-Z]/.test(chars);
  return looksLikeCnpj ? applyPattern(chars, CNPJ_GROUPS, CNPJ_SEPARATORS) : applyPattern(chars, CPF_GROUPS, CPF_SEPARATORS);
}
