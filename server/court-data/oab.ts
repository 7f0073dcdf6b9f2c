/**
 * OAB registrations (number + UF) as the DJEN searches them. Courts store the number with a suffix that says what
 * kind of registration it is; the DJEN matches `numeroOab` as an exact string, so a search by the bare number alone
 * misses most publications: every variant is queried and the answers are merged on the communication id.
 */
import { isBrazilState, type BrazilState } from '../../src/contract/constants/brazil-states.ts';

/** Bare, originária (-O), suplementar (-A), and the rarer -N, -B, -S, -E that courts were seen to store. */
export const OAB_SUFFIXES = ['', '-O', '-A', '-N', '-B', '-S', '-E'] as const;

export interface OabRegistration {
  /** Digits only, without leading zeros (courts differ on zero padding; the DJEN stores it unpadded). */
  number: string;
  uf: BrazilState;
}

export const OAB_MESSAGES = {
  numberRequired: 'Informe o número da OAB.',
  numberDigits: 'O número da OAB deve ter apenas dígitos (sem letras nem sufixos como -A).',
  numberLength: 'O número da OAB deve ter de 1 a 7 dígitos.',
  ufInvalid: 'UF da OAB inválida: use a sigla de um estado ou DF (ex.: SP, RJ).',
} as const;

/**
 * Validates what a person typed. Dots and spaces are separators people type ("123.456"); anything else that is not
 * a digit (a letter, a suffix) is refused so that one registration never silently stands for another.
 */
export function parseOab(
  rawNumber: string,
  rawUf: string,
): { ok: true; value: OabRegistration } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const compact = rawNumber.trim().replace(/[.\s]/g, '');
  let number = '';
  if (compact === '') errors.push(OAB_MESSAGES.numberRequired);
  else if (!/^\d+$/.test(compact)) errors.push(OAB_MESSAGES.numberDigits);
  else {
    number = compact.replace(/^0+(?=\d)/, '');
    if (number.length > 7 || number === '0') errors.push(OAB_MESSAGES.numberLength);
  }
  const uf = rawUf.trim().toUpperCase();
  if (!isBrazilState(uf)) errors.push(OAB_MESSAGES.ufInvalid);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { number, uf: uf as BrazilState } };
}

/** The `numeroOab` values to query for one registration, bare number first. */
export const oabVariants = (oab: OabRegistration): string[] => OAB_SUFFIXES.map((suffix) => `${oab.number}${suffix}`);

/** "123456/SP", how a registration is shown and logged. */
export const formatOab = (oab: OabRegistration): string => `${oab.number}/${oab.uf}`;
