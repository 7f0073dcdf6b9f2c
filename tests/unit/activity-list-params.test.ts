import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTIVITY_STATE,
  readActivityState,
  toActivityQuery,
  writeActivityState,
} from '../../src/features/document-monitoring/activity-list-params';
import { activeFilter, readAnalysisView, writeAnalysisView } from '../../src/features/analyses/analysis-view-params';
import { pageOffset } from '../../src/lib/query-params';

describe('activity list state in the URL', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    const state = readActivityState(new URLSearchParams());
    expect(state).toEqual(EMPTY_ACTIVITY_STATE);
    expect(writeActivityState(state).toString()).toBe('');
  });

  it('round-trips filters and turns the 1-based page into the API 0-based page', () => {
    const search = new URLSearchParams('busca=Maria&tipo=Monitoria&de=2026-01-01&ate=2026-02-01&pagina=3');
    const state = readActivityState(search);
    expect(writeActivityState(state).toString()).toBe(search.toString());
    expect(toActivityQuery(state)).toEqual({
      page: 2,
      type: 'Monitoria',
      text: 'Maria',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('drops what it does not understand and orders a swapped period', () => {
    const state = readActivityState(new URLSearchParams('tipo=Outro&de=2026-02-30&ate=x&pagina=-4'));
    expect(state).toEqual(EMPTY_ACTIVITY_STATE);
    const swapped = readActivityState(new URLSearchParams('de=2026-03-01&ate=2026-01-01'));
    expect([swapped.de, swapped.ate]).toEqual(['2026-01-01', '2026-03-01']);
  });
});

describe('analysis view state', () => {
  it('keeps category, situation and page, and defaults to ALL', () => {
    expect(readAnalysisView(new URLSearchParams('categoria=NOPE'))).toEqual({
      categoria: 'ALL',
      situacao: '',
      pagina: 1,
    });
    const state = readAnalysisView(new URLSearchParams('categoria=RISK_WORKER&situacao=arquivados&pagina=2'));
    expect(writeAnalysisView(state).toString()).toBe('categoria=RISK_WORKER&situacao=arquivados&pagina=2');
    expect(activeFilter(state.situacao)).toBe(false);
    expect(activeFilter('ativos')).toBe(true);
    expect(activeFilter('')).toBeUndefined();
  });

  it('asks the detail from = 10·(page − 1)', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
  });
});
