import { describe, expect, it } from 'vitest';
import { distanceSentence, distancesToFlags, mergeChildren, type GraphNode, type RelationshipGraph, type RiskEvidence } from '../../src/features/relationships/graph-model';
import { CLUSTER_LIMIT, DEFAULT_FILTERS, clusterKey, visibleGraph } from '../../src/features/relationships/graph-view';
import { displayDocument, relationEndLabel, relationStartLabel } from '../../src/features/relationships/relationship-format';

const SANCTION: RiskEvidence = { flag: 'sanction', source: 'CEIS', fields: [] };

function node(key: string, type = 'CNPJ', evidence: RiskEvidence[] | null = []): Omit<GraphNode, 'depth'> {
  return { key, name: `Entidade ${key}`, documentNumber: key, documentType: type, evidence, hasAnalysis: true, expandId: key };
}
const edge = { qualification: '49 - Sócio-Administrador', level: 'Direto', active: true, startDate: '0001-01-01', endDate: '9999-12-31' };

function rootGraph(): RelationshipGraph {
  return { rootKey: 'A', nodes: new Map([['A', { ...node('A'), depth: 0 }]]), edges: [] };
}

describe('relationship graph: merge and cycles', () => {
  it('adds a node once and never loops on A owns B owns A', () => {
    let graph = mergeChildren(rootGraph(), 'A', [{ node: node('B'), edge }]);
    graph = mergeChildren(graph, 'B', [{ node: node('A'), edge }, { node: node('C'), edge }]);
    graph = mergeChildren(graph, 'C', [{ node: node('B'), edge }]);
    expect([...graph.nodes.keys()]).toEqual(['A', 'B', 'C']);
    // A→B, B→C: the edges back (B→A, C→B) are the same ties, drawn once.
    expect(graph.edges.map((e) => `${e.from}${e.to}`)).toEqual(['AB', 'BC']);
    expect(graph.nodes.get('C')?.depth).toBe(2);
    const view = visibleGraph(graph, DEFAULT_FILTERS, new Set());
    expect(view.nodes.map((n) => n.key)).toEqual(['A', 'B', 'C']);
  });

  it('draws a cycle edge between two drawn entities without drawing either twice', () => {
    let graph = mergeChildren(rootGraph(), 'A', [{ node: node('B'), edge }, { node: node('C'), edge }]);
    graph = mergeChildren(graph, 'B', [{ node: node('C'), edge }]);
    const view = visibleGraph(graph, DEFAULT_FILTERS, new Set());
    expect(view.nodes.map((n) => n.key)).toEqual(['A', 'B', 'C']);
    expect(view.edges).toHaveLength(3);
  });
});

describe('distance to the nearest flagged entity (BFS)', () => {
  it('finds the nearest flag and its path, through cycles', () => {
    let graph = mergeChildren(rootGraph(), 'A', [{ node: node('111', 'CPF'), edge }, { node: node('D'), edge }]);
    graph = mergeChildren(graph, '111', [{ node: node('C'), edge }]);
    graph = mergeChildren(graph, 'C', [{ node: node('999', 'CPF', [SANCTION]), edge }, { node: node('A'), edge }]);
    const distances = distancesToFlags(graph);
    expect(distances.get('999')?.distance).toBe(0);
    expect(distances.get('C')?.distance).toBe(1);
    // A–C is a direct tie (the cycle): 2 hops, not 3 through 111.
    expect(distances.get('A')).toEqual({ distance: 2, nearestKey: '999', path: ['A', 'C', '999'] });
    expect(distances.get('D')?.distance).toBe(3);
    expect(distanceSentence(graph, distances.get('A'))).toBe('a 2 vínculos de uma pessoa sancionada');
    expect(distanceSentence(graph, distances.get('C'))).toBe('a 1 vínculo de uma pessoa sancionada');
    expect(distanceSentence(graph, distances.get('999'))).toBe('É uma pessoa sancionada');
  });

  it('leaves entities without any flag in reach out, and a failed lookup is not a flag', () => {
    const graph = mergeChildren(rootGraph(), 'A', [{ node: node('B', 'CNPJ', null), edge }]);
    expect(distancesToFlags(graph).size).toBe(0);
    expect(distanceSentence(graph, undefined)).toBe('Nenhuma entidade com risco ligada');
  });
});

describe('clustering "+N"', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ node: node(`N${String(i).padStart(3, '0')}`, 'CNPJ', i === n - 1 ? [SANCTION] : []), edge }));

  it('shows every child up to the limit', () => {
    const graph = mergeChildren(rootGraph(), 'A', many(CLUSTER_LIMIT));
    const view = visibleGraph(graph, DEFAULT_FILTERS, new Set());
    expect(view.nodes).toHaveLength(CLUSTER_LIMIT + 1);
    expect(view.clusters).toEqual([]);
  });

  it('collapses the rest into one "+N" node, flagged children first, until the cluster is opened', () => {
    const graph = mergeChildren(rootGraph(), 'A', many(45));
    const view = visibleGraph(graph, DEFAULT_FILTERS, new Set());
    expect(view.nodes).toHaveLength(CLUSTER_LIMIT + 1);
    expect(view.clusters).toEqual([{ key: clusterKey('A'), parentKey: 'A', hidden: 25 }]);
    expect(view.nodes[1]?.key).toBe('N044');
    const open = visibleGraph(graph, DEFAULT_FILTERS, new Set([clusterKey('A')]));
    expect(open.nodes).toHaveLength(46);
    expect(open.clusters).toEqual([]);
  });

  it('filters: only flagged keeps the way to a flag; only active drops ended relations; depth', () => {
    let graph = mergeChildren(rootGraph(), 'A', [{ node: node('B'), edge }, { node: node('E'), edge: { ...edge, active: false } }]);
    graph = mergeChildren(graph, 'B', [{ node: node('C', 'CPF', [SANCTION]), edge }]);
    expect(visibleGraph(graph, { ...DEFAULT_FILTERS, onlyFlagged: true }, new Set()).nodes.map((n) => n.key)).toEqual(['A', 'B', 'C']);
    expect(visibleGraph(graph, { ...DEFAULT_FILTERS, onlyActive: true }, new Set()).nodes.map((n) => n.key)).toEqual(['A', 'B', 'C']);
    expect(visibleGraph(graph, { ...DEFAULT_FILTERS, maxDepth: 1 }, new Set()).nodes.map((n) => n.key)).toEqual(['A', 'B', 'E']);
  });
});

describe('sentinel dates and masked CPFs', () => {
  it('spells out year 0001 and year 9999, never 01/01/0001', () => {
    expect(relationStartLabel('0001-01-01')).toBe('Sem data de início');
    expect(relationStartLabel('0001-01-01T00:00:00Z')).toBe('Sem data de início');
    expect(relationStartLabel(null)).toBe('Sem data de início');
    expect(relationStartLabel('2019-03-15')).toBe('15/03/2019');
    expect(relationEndLabel('9999-12-31')).toBe('Em aberto');
    expect(relationEndLabel(null)).toBe('Em aberto');
    expect(relationEndLabel('2024-06-30')).toBe('30/06/2024');
  });

  it('shows a masked CPF exactly as given and masks full numbers', () => {
    expect(displayDocument('***.456.789-**')).toBe('***.456.789-**');
    expect(displayDocument('52998224725')).toBe('529.982.247-25');
    expect(displayDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});
