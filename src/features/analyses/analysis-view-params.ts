import type { RiskCategory } from '../../contract/analyses';
import { RISK_CATEGORIES } from '../../contract/constants/analyses';

/** The analysis screen's choices in the URL: category, situation (active/archived) and detail page (1-based). */
export interface AnalysisViewState {
  categoria: RiskCategory;
  situacao: '' | 'ativos' | 'arquivados';
  pagina: number;
}

export function readAnalysisView(search: URLSearchParams): AnalysisViewState {
  const categoria = search.get('categoria') ?? '';
  const situacao = search.get('situacao') ?? '';
  const pagina = Number.parseInt(search.get('pagina') ?? '', 10);
  return {
    categoria: (RISK_CATEGORIES as readonly string[]).includes(categoria) ? (categoria as RiskCategory) : 'ALL',
    situacao: situacao === 'ativos' || situacao === 'arquivados' ? situacao : '',
    pagina: Number.isFinite(pagina) && pagina >= 1 ? Math.min(pagina, 100_000) : 1,
  };
}

export function writeAnalysisView(state: AnalysisViewState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.categoria !== 'ALL') out.set('categoria', state.categoria);
  if (state.situacao) out.set('situacao', state.situacao);
  if (state.pagina > 1) out.set('pagina', String(state.pagina));
  return out;
}

/** The API's active filter: true active only, false archived only, undefined all. */
export function activeFilter(situacao: AnalysisViewState['situacao']): boolean | undefined {
  return situacao === 'ativos' ? true : situacao === 'arquivados' ? false : undefined;
}
