import { PLAN_TYPES } from '../../contract/constants/plans';
import type { PlanTypeName } from '../../contract/plans';
import type { ActivityListQuery } from '../../contract/activities';
import { toApiPage } from '../../lib/query-params';
import { readPage, readPeriod } from '../../lib/url-list-state';

/** The activity list's state in the URL query string (back/forward and reload keep it). Dates are YYYY-MM-DD. */
export interface ActivityListState {
  busca: string;
  tipo: '' | PlanTypeName;
  de: string;
  ate: string;
  pagina: number;
}

export const EMPTY_ACTIVITY_STATE: ActivityListState = { busca: '', tipo: '', de: '', ate: '', pagina: 1 };

export function readActivityState(search: URLSearchParams): ActivityListState {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const tipo = get('tipo');
  const { de, ate } = readPeriod(get);
  return {
    busca: get('busca').slice(0, 120),
    tipo: (PLAN_TYPES as readonly string[]).includes(tipo) ? (tipo as PlanTypeName) : '',
    de,
    ate,
    pagina: readPage(get),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeActivityState(state: ActivityListState): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof ActivityListState, string | number][]) {
    if (value === '' || value === EMPTY_ACTIVITY_STATE[key]) continue;
    out.set(key, String(value));
  }
  return out;
}

/** The API query: page 0-based (docs/product.md#page-sizes). */
export function toActivityQuery(state: ActivityListState): ActivityListQuery {
  return {
    page: toApiPage(state.pagina),
    type: state.tipo || undefined,
    text: state.busca || undefined,
    from: state.de || undefined,
    to: state.ate || undefined,
  };
}
