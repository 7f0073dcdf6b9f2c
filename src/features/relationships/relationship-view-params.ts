import { DEFAULT_FILTERS, type GraphFilters } from './graph-view';

export type RelationshipViewMode = 'grafo' | 'tabela';

export interface RelationshipViewState extends GraphFilters {
  /** Null: not chosen, the screen decides by its width and the graph's size. */
  mode: RelationshipViewMode | null;
}

export const DEPTH_CHOICES = [0, 1, 2, 3] as const;

/** `?visao=tabela&riscos=1&ativos=1&nivel=2` — kept in the URL so reload and back keep the view. */
export function readRelationshipView(search: URLSearchParams): RelationshipViewState {
  const mode = search.get('visao');
  const depth = Number(search.get('nivel'));
  return {
    mode: mode === 'grafo' || mode === 'tabela' ? mode : null,
    onlyFlagged: search.get('riscos') === '1',
    onlyActive: search.get('ativos') === '1',
    maxDepth: (DEPTH_CHOICES as readonly number[]).includes(depth) ? depth : DEFAULT_FILTERS.maxDepth,
  };
}

export function writeRelationshipView(state: RelationshipViewState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.mode) out.visao = state.mode;
  if (state.onlyFlagged) out.riscos = '1';
  if (state.onlyActive) out.ativos = '1';
  if (state.maxDepth) out.nivel = String(state.maxDepth);
  return out;
}

/** Under 768 px a graph of more than this many entities is unreadable: the table comes first. */
const NARROW_GRAPH_LIMIT = 8;

export function defaultMode(narrow: boolean, visibleNodes: number): RelationshipViewMode {
  return narrow && visibleNodes > NARROW_GRAPH_LIMIT ? 'tabela' : 'grafo';
}
