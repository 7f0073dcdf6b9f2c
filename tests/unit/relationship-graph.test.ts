import { describe, expect, it } from 'vitest';
import type {
  QsaRelation,
  RelationshipEntity,
  RelationshipGraph as GraphAnswer,
} from '../../src/contract/relationships';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import {
  buildGraph,
  distanceSentence,
  distancesToFlags,
  mergeExpansion,
  nearestRisks,
  type RelationshipGraph,
} from '../../src/features/relationships/graph-model';
import {
  ALL_CLUSTERS_OPEN,
  CLUSTER_LIMIT,
  DEFAULT_FILTERS,
  clusterKey,
  cutClusters,
  graphTree,
  visibleGraph,
} from '../../src/features/relationships/graph-view';
import {
  displayDocument,
  relationEndLabel,
  relationStartLabel,
} from '../../src/features/relationships/relationship-format';

const SANCTION: RiskEntry = {
  kind: 'wasPreviouslySanctioned',
  id: 's1',
  source: 'CEIS',
  reason: 'Fraude em licitação',
  sanctionType: 'Impedimento',
  organ: 'CGU',
  startDate: '2020-01-01',
  endDate: '9999-12-31',
};

function entity(id: string, level: number, risks: RiskEntry[] | null = []): RelationshipEntity {
  const person = id.startsWith('F');
  return {
    id,
    kind: person ? 'PERSON' : 'COMPANY',
    name: `Entidade ${id}`,
    documentNumber: id.slice(1),
    documentType: person ? 'CPF' : 'CNPJ',
    masked: false,
    level,
    risks,
    hasAnalysis: risks !== null,
    analysisDate: null,
    lookupFailed: risks === null,
    qsaCount: 0,
    relationsCount: 0,
    qsaLoaded: true,
    relationsLoaded: true,
  };
}
function relation(companyId: string, relationshipId: string, active = true): QsaRelation {
  return {
    relationId: `${companyId}>${relationshipId}`,
    qsaId: 1,
    companyId,
    relationshipId,
    relationshipType: 'SOCIO',
    relationshipName: 'Sócio',
    name: relationshipId,
    documentNumber: relationshipId.slice(1),
    documentType: 'CNPJ',
    qualificationLevel: 1,
    qualificationType: 49,
    qualificationName: 'Sócio-Administrador',
    active,
    startDate: '0001-01-01',
    endDate: '9999-12-31',
    relations: [],
    risks: [],
    hasAnalysis: true,
    analysisDate: null,
  };
}
function graphOf(root: string, entities: RelationshipEntity[], relations: QsaRelation[]): RelationshipGraph {
  return buildGraph({ analysis: { rootId: root } as GraphAnswer['analysis'], entities, relations });
}
const keys = (view: { nodes: { key: string }[] }) => view.nodes.map((n) => n.key);

describe('relationship graph: cycles', () => {
  it('draws A owns B owns A once, and the walk never loops', () => {
    const graph = graphOf(
      'JA',
      [entity('JA', 0), entity('JB', 1), entity('JC', 2)],
      [relation('JA', 'JB'), relation('JB', 'JC'), relation('JC', 'JA'), relation('JA', 'JB')],
    );
    expect(graph.edges.map((e) => e.key)).toEqual(['JA>JB', 'JB>JC', 'JC>JA']);
    const view = visibleGraph(graph, DEFAULT_FILTERS, new Set());
    expect(keys(view)).toEqual(['JA', 'JB', 'JC']);
    expect(view.edges).toHaveLength(3);
  });

  it('merges an expansion by id: the same entity twice stays one node', () => {
    const answer = { entities: [entity('JA', 0), entity('JB', 1)], relations: [relation('JA', 'JB')] };
    const merged = mergeExpansion(answer, {
      entities: [{ ...entity('JB', 1), qsaLoaded: true }, entity('JA', 0), entity('FC', 2)],
      relations: [relation('JB', 'FC'), relation('JB', 'JA')],
    });
    expect(merged.entities.map((e) => e.id)).toEqual(['JA', 'JB', 'FC']);
    expect(merged.relations.map((r) => r.relationId)).toEqual(['JA>JB', 'JB>FC', 'JB>JA']);
  });

  it("walks a partner's companies below the partner (relations read both ways)", () => {
    const graph = graphOf(
      'F1',
      [entity('F1', 0), entity('JX', 1), entity('JY', 1)],
      [relation('JX', 'F1'), relation('JY', 'F1')],
    );
    expect(keys(visibleGraph(graph, DEFAULT_FILTERS, new Set()))).toEqual(['F1', 'JX', 'JY']);
  });
});

describe('distance to the nearest flagged entity (BFS)', () => {
  const graph = graphOf(
    'JA',
    [entity('JA', 0), entity('F111', 1), entity('JD', 1), entity('JC', 1), entity('F999', 2, [SANCTION])],
    [
      relation('JA', 'F111'),
      relation('JA', 'JD'),
      relation('JC', 'F111'),
      relation('JC', 'F999'),
      relation('JC', 'JA'),
    ],
  );

  it('finds the nearest flag and the path to it, through cycles', () => {
    const distances = distancesToFlags(graph);
    expect(distances.get('F999')?.distance).toBe(0);
    expect(distances.get('JC')?.distance).toBe(1);
    // JA–JC is a direct tie (the cycle): 2 hops, not 3 through F111.
    expect(distances.get('JA')).toEqual({
      distance: 2,
      nearestKey: 'F999',
      kind: 'wasPreviouslySanctioned',
      path: ['JA', 'JC', 'F999'],
    });
    expect(distances.get('JD')?.distance).toBe(3);
    expect(distanceSentence(graph, distances.get('JA'))).toBe('a 2 vínculos de uma pessoa sancionada');
    expect(distanceSentence(graph, distances.get('JC'))).toBe('a 1 vínculo de uma pessoa sancionada');
    expect(distanceSentence(graph, distances.get('F999'))).toBe('É uma pessoa sancionada');
  });

  it('measures to the most serious risk in reach: a protest next door does not hide a sanction two ties away', () => {
    const protest: RiskEntry = {
      kind: 'Protesto',
      id: 'p1',
      date: '2024-01-10',
      location: { tabelionato: '1º Tabelionato', city: 'Campinas', uf: 'SP' },
      amount: 1,
      value: 150000,
      source: 'CENPROT',
    };
    const g = graphOf(
      'JA',
      [entity('JA', 0, [protest]), entity('JB', 1, [protest]), entity('F9', 2, [SANCTION])],
      [relation('JA', 'JB'), relation('JB', 'F9')],
    );
    expect(distancesToFlags(g).get('JA')?.distance).toBe(0);
    const nearest = nearestRisks(g);
    expect(nearest.get('JA')).toMatchObject({ distance: 2, kind: 'wasPreviouslySanctioned', path: ['JA', 'JB', 'F9'] });
    expect(distanceSentence(g, nearest.get('JA'))).toBe('a 2 vínculos de uma pessoa sancionada');
    const onlyProtests = graphOf('JA', [entity('JA', 0), entity('JB', 1, [protest])], [relation('JA', 'JB')]);
    expect(distanceSentence(onlyProtests, nearestRisks(onlyProtests).get('JA'))).toBe(
      'a 1 vínculo de uma empresa com protesto',
    );
  });

  it('leaves entities without any flag in reach out, and a failed lookup is not a flag', () => {
    const clean = graphOf('JA', [entity('JA', 0), entity('JB', 1, null)], [relation('JA', 'JB')]);
    expect(distancesToFlags(clean).size).toBe(0);
    expect(distanceSentence(clean, undefined)).toBe('Nenhum risco ligado a esta entidade no grafo');
  });
});

describe('clustering "+N"', () => {
  const fan = (n: number) => {
    const ids = Array.from({ length: n }, (_, i) => `J${String(i).padStart(3, '0')}`);
    return graphOf(
      'JA',
      [entity('JA', 0), ...ids.map((id, i) => entity(id, 1, i === n - 1 ? [SANCTION] : []))],
      ids.map((id) => relation('JA', id)),
    );
  };

  it('shows every child up to the limit', () => {
    const view = visibleGraph(fan(CLUSTER_LIMIT), DEFAULT_FILTERS, new Set());
    expect(view.nodes).toHaveLength(CLUSTER_LIMIT + 1);
    expect(view.clusters).toEqual([]);
  });

  it('collapses the rest into one "+N" node, flagged children first, until the cluster is opened', () => {
    const graph = fan(45);
    const view = visibleGraph(graph, DEFAULT_FILTERS, new Set());
    expect(view.nodes).toHaveLength(CLUSTER_LIMIT + 1);
    expect(view.clusters).toEqual([{ key: clusterKey('JA'), parentKey: 'JA', hidden: 25 }]);
    expect(view.nodes[1]?.key).toBe('J044');
    const open = visibleGraph(graph, DEFAULT_FILTERS, new Set([clusterKey('JA')]));
    expect(open.nodes).toHaveLength(46);
    expect(open.clusters).toEqual([]);
  });

  it('cuts one tree again for each set of open clusters; "Abrir todos os grupos" shows every entity and relation', () => {
    const graph = fan(45);
    const tree = graphTree(graph, DEFAULT_FILTERS);
    expect(keys(cutClusters(tree, new Set()))).toEqual(keys(visibleGraph(graph, DEFAULT_FILTERS, new Set())));
    const all = cutClusters(tree, ALL_CLUSTERS_OPEN);
    expect(all.nodes).toHaveLength(46);
    expect(all.edges).toHaveLength(45);
    expect(all.clusters).toEqual([]);
    expect(cutClusters(tree, new Set()).edges).toHaveLength(CLUSTER_LIMIT);
  });

  it('filters: only flagged keeps the way to a flag; only active drops ended relations; depth', () => {
    const graph = graphOf(
      'JA',
      [entity('JA', 0), entity('JB', 1), entity('JE', 1), entity('FC', 2, [SANCTION])],
      [relation('JA', 'JB'), relation('JA', 'JE', false), relation('JB', 'FC')],
    );
    expect(keys(visibleGraph(graph, { ...DEFAULT_FILTERS, onlyFlagged: true }, new Set()))).toEqual(['JA', 'JB', 'FC']);
    expect(keys(visibleGraph(graph, { ...DEFAULT_FILTERS, onlyActive: true }, new Set()))).toEqual(['JA', 'JB', 'FC']);
    expect(keys(visibleGraph(graph, { ...DEFAULT_FILTERS, maxDepth: 1 }, new Set()))).toEqual(['JA', 'JB', 'JE']);
  });
});

describe('sentinel dates and masked CPFs', () => {
  it('spells out year 0001 and year 9999, never 01/01/0001', () => {
    expect(relationStartLabel('0001-01-01')).toBe('Início não informado');
    expect(relationStartLabel('0001-01-01T00:00:00Z')).toBe('Início não informado');
    expect(relationStartLabel(null)).toBe('Início não informado');
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
