import { PROCESS_SORTS } from '../../contract/constants/processes';
import type { ProcessListQuery, ProcessSort, ProcessStatusFilter, SortOrder } from '../../contract/processes';
import { parseProcessSearch } from './process-search';
import { toApiPage } from '../../lib/query-params';

/** The list's state as it lives in the URL query string (so back/forward and reload keep it). */
export interface ProcessListState {
  busca: string;
  tribunal: string;
  uf: string;
  classe: string;
  situacao: '' | ProcessStatusFilter;
  sigilo: '' | 'sim' | 'nao';
  ordem: ProcessSort;
  direcao: '' | SortOrder;
  pagina: number;
}

const SORTS: readonly ProcessSort[] = PROCESS_SORTS;

export const EMPTY_LIST_STATE: ProcessListState = {
  busca: '',
  tribunal: '',
  uf: '',
  classe: '',
  situacao: '',
  sigilo: '',
  ordem: 'updatedAt',
  direcao: '',
  pagina: 1,
};

export function readListState(search: URLSearchParams): ProcessListState {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const situacao = get('situacao');
  const sigilo = get('sigilo');
  const ordem = get('ordem') as ProcessSort;
  const direcao = get('direcao');
  const pagina = Number.parseInt(get('pagina'), 10);
  return {
    busca: get('busca').slice(0, 120),
    tribunal: get('tribunal').toUpperCase().slice(0, 10),
    uf: /^[A-Za-z]{2}$/.test(get('uf')) ? get('uf').toUpperCase() : '',
    classe: get('classe').slice(0, 200),
    situacao: situacao === 'active' || situacao === 'archived' ? situacao : '',
    sigilo: sigilo === 'sim' || sigilo === 'nao' ? sigilo : '',
    ordem: SORTS.includes(ordem) ? ordem : 'updatedAt',
    direcao: direcao === 'asc' || direcao === 'desc' ? direcao : '',
    pagina: Number.isFinite(pagina) && pagina >= 1 ? Math.min(pagina, 100_000) : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeListState(state: ProcessListState): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof ProcessListState, string | number][]) {
    if (value === '' || value === EMPTY_LIST_STATE[key]) continue;
    out.set(key, String(value));
  }
  return out;
}

type ListQueryResult = { query: ProcessListQuery; searchError: null } | { query: null; searchError: string };

/** Turns the URL state into the API query; an invalid CNJ never reaches the server. */
export function toListQuery(state: ProcessListState): ListQueryResult {
  const search = parseProcessSearch(state.busca);
  if (search.kind === 'invalid') return { query: null, searchError: search.message };
  return {
    searchError: null,
    query: {
      page: toApiPage(state.pagina),
      q: search.kind === 'number' ? search.value : undefined,
      party: search.kind === 'party' ? search.value : undefined,
      court: state.tribunal || undefined,
      uf: state.uf || undefined,
      type: state.classe || undefined,
      status: state.situacao || undefined,
      secret: state.sigilo === '' ? undefined : state.sigilo === 'sim',
      sort: state.ordem,
      order: state.direcao || undefined,
    },
  };
}
