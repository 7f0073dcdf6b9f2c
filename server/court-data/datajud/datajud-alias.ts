import { splitCnj } from '../../../src/contract/cnj.ts';
import { stateInCourtOrder } from '../process-number.ts';

/**
 * The DataJud index of a process number (`api_publica_<alias>`), from its segment J and court TR: state courts by
 * the state's alphabetical position (TJDFT for DF), federal `trf<n>`, labour `trt<n>` (TR 00 = TST), electoral
 * `tre-<uf>` (TR 00 = TSE), STJ, STM, the three state military courts. STF (J=1) and the CNJ (J=2) have no index:
 * null, as for anything that is not a process number.
 */
const MILITARY_STATE_COURTS = new Set(['MG', 'RS', 'SP']);

export function datajudAlias(raw: string): string | null {
  const parts = splitCnj(raw);
  if (!parts) return null;
  const tr = parts.court;
  const n = Number(tr);
  const state = stateInCourtOrder(tr)?.toLowerCase() ?? null;
  switch (parts.justice) {
    case '3':
      return 'stj';
    case '4':
      return n >= 1 && n <= 6 ? `trf${n}` : null;
    case '5':
      return n === 0 ? 'tst' : n <= 24 ? `trt${n}` : null;
    case '6':
      return n === 0 ? 'tse' : state ? `tre-${state}` : null;
    case '7':
      return 'stm';
    case '8':
      return state === 'df' ? 'tjdft' : state ? `tj${state}` : null;
    case '9':
      return state && MILITARY_STATE_COURTS.has(state.toUpperCase()) ? `tjm${state}` : null;
    default:
      return null;
  }
}
