import { PLAN_TYPES } from '../../contract/constants/plans';
import type { PlanTypeName } from '../../contract/plans';
import type { ActivityListQuery } from '../../contract/activities';
import { toApiPage } from '../../lib/query-params';

/** The activity list's state in the URL query string (back/forward and reload keep it). Dates are YYYY-MM-DD. */
export interface ActivityListState {
  busca: string;
  tipo: '' | PlanTypeName;
  de: string;
  ate: string;
  pagina: number;
}

export const EMPTY_ACTIVITY_STATE: ActivityListState = { busca: '', tipo: '', de: '', ate: '', pagina: 1 };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(value: string): string {
  if (!ISO_DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? '' : value;
}

export function readActivityState(search: URLSearchParams): ActivityListState {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const tipo = get('tipo');
  const pagina = Number.parseInt(get('pagina'), 10);
  let de = isoDay(get('de'));
  let ate = isoDay(get('ate'));
  // A hand-edited URL with the ends swapped still means the same period.
  if (de && ate && de > ate) [de, ate] = [ate, de];
  return {
    busca: get('busca').slice(0, 120),
    tipo: (PLAN_TYPES as readonly string[]).includes(tipo) ? (tipo as PlanTypeName) : '',
    de,
    ate,
    pagina: Number.isFinite(pagina) && pagina >= 1 ? Math.min(pagina, 100_000) : 1,
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
