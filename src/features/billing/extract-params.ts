import { BALANCE_PLAN_TYPES } from '../../contract/constants/plans';
import type { ExtractFilterQuery, ExtractListQuery } from '../../contract/extract';
import type { BalancePlanType } from '../../contract/plans';
import { toApiPage } from '../../lib/query-params';
import { readPage, readPeriod } from '../../lib/url-list-state';

/** The extract's filters in the URL (back/forward, reload and a shared link keep them). Dates YYYY-MM-DD. */
export interface ExtractState {
  tipo: '' | BalancePlanType;
  de: string;
  ate: string;
  /** CPF/CNPJ digits (or its beginning): the API matches a prefix. */
  documento: string;
  pagina: number;
}

export const EMPTY_EXTRACT_STATE: ExtractState = { tipo: '', de: '', ate: '', documento: '', pagina: 1 };

/** What a person types as a document ('123.456.789-09') → what the API matches ('12345678909'); 14 at most. */
export function documentFilter(typed: string): string {
  return typed
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 14);
}

export function readExtractState(search: URLSearchParams): ExtractState {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const tipo = get('tipo');
  const { de, ate } = readPeriod(get);
  return {
    tipo: (BALANCE_PLAN_TYPES as readonly string[]).includes(tipo) ? (tipo as BalancePlanType) : '',
    de,
    ate,
    documento: documentFilter(get('documento')),
    pagina: readPage(get),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeExtractState(state: ExtractState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(state) as [keyof ExtractState, string | number][]) {
    if (value === '' || value === EMPTY_EXTRACT_STATE[key]) continue;
    out[key] = String(value);
  }
  return out;
}

/** The filters alone (the whole-extract export uses them without a page); empty ones left out. */
export function toExtractFilters(state: ExtractState): ExtractFilterQuery {
  const filters: ExtractFilterQuery = {};
  if (state.tipo) filters.type = state.tipo;
  if (state.de) filters.from = state.de;
  if (state.ate) filters.to = state.ate;
  if (state.documento) filters.document = state.documento;
  return filters;
}

/** The API query of the page on screen: page 0-based (docs/product.md#page-sizes). */
export function toExtractQuery(state: ExtractState): ExtractListQuery {
  return { ...toExtractFilters(state), page: toApiPage(state.pagina) };
}
