import { cnjDigits, INVALID_CNJ_MESSAGE, isValidCnj, splitCnj } from '../../src/contract/cnj.ts';
import { isBrazilState, type BrazilState } from '../../src/contract/constants/brazil-states.ts';

/**
 * Process numbers as the DJEN wants them: 20 digits, no separators (a formatted number silently matches nothing).
 * The rules themselves live in src/contract/cnj.ts; this only adapts them to the sources.
 */
export function processNumberForSource(raw: string): { ok: true; digits: string } | { ok: false; error: string } {
  const digits = cnjDigits(raw.trim());
  if (digits === null || !isValidCnj(digits)) return { ok: false, error: INVALID_CNJ_MESSAGE };
  return { ok: true, digits };
}

/** The `courts.code` of a number (J.TR, e.g. '8.26' for TJSP), or null for anything that is not 20 digits. */
export function courtCodeOf(raw: string): string | null {
  const parts = splitCnj(raw);
  return parts ? `${parts.justice}.${parts.court}` : null;
}

/**
 * The state of a state court (J = 8): its TR is the state's position in alphabetical order of the state names
 * (01 Acre … 27 Tocantins), which is not the order of the abbreviations. Null for other branches, which may span
 * several states.
 */
const STATE_COURT_ORDER: readonly BrazilState[] = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SE',
  'SP',
  'TO',
];

/** The state whose position in that order a court's TR gives ('26' → SP), or null. */
export function stateInCourtOrder(tr: string): BrazilState | null {
  const state = STATE_COURT_ORDER[Number(tr) - 1];
  return state && isBrazilState(state) ? state : null;
}

export function stateOfStateCourt(raw: string): BrazilState | null {
  const parts = splitCnj(raw);
  if (!parts || parts.justice !== '8') return null;
  const state = STATE_COURT_ORDER[Number(parts.court) - 1];
  return state && isBrazilState(state) ? state : null;
}
