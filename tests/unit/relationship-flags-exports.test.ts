import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import type {
  QsaRelation,
  RelationshipEntity,
  RelationshipGraph as GraphAnswer,
} from '../../src/contract/relationships';
import { buildGraph, distanceSentence, nearestRisks } from '../../src/features/relationships/graph-model';
import {
  CLUSTER_LIMIT,
  DEFAULT_FILTERS,
  allClusterKeys,
  clusterKey,
  cutClusters,
  graphTree,
} from '../../src/features/relationships/graph-view';
import { relationshipCsv } from '../../src/features/relationships/relationship-export';
import { riskEvidence } from '../../src/features/relationships/risk-evidence';
import type { EntityRow } from '../../src/features/relationships/table-rows';

const TODAY = new Date('2026-11-26T15:00:00Z');
const PEP_ENDED: RiskEntry = {
  kind: 'PEPOccurence',
  id: 'p',
  position: 'Secretário Municipal de Obras',
  organ: 'Prefeitura',
  startDate: '2017-01-02',
  endDate: '2020-12-31',
  graceEndDate: '2025-12-31',
  source: 'Portal',
};
const PEP_IN_GRACE: RiskEntry = { ...PEP_ENDED, id: 'p2', endDate: '2024-06-30', graceEndDate: '2029-06-30' };
const SANCTION_ENDED: RiskEntry = {
  kind: 'wasPreviouslySanctioned',
  id: 's',
  source: 'OFAC',
  reason: 'Lavagem',
  sanctionType: 'SDN',
  organ: 'Treasury',
  startDate: '2019-04-10',
  endDate: '2023-04-10',
};
const SANCTION_OPEN: RiskEntry = { ...SANCTION_ENDED, id: 's2', endDate: '9999-12-31' };

describe('a flag that ended is shown as ended, with its date', () => {
  it('a PEP past its grace period and a sanction that ended say so in the evidence', () => {
    const pep = riskEvidence(PEP_ENDED, TODAY);
    expect(pep.title).toBe('Pessoa politicamente exposta (encerrada em 31/12/2025)');
    expect(pep.fields[0]).toEqual({ label: 'Situação', value: 'Encerrada em 31/12/2025' });
    const sanction = riskEvidence(SANCTION_ENDED, TODAY);
    expect(sanction.title).toContain('encerrada em 10/04/2023');
  });

  it('a PEP within its grace period, an open sanction and a protest stay current', () => {
    expect(riskEvidence(PEP_IN_GRACE, TODAY).title).toBe('Pessoa politicamente exposta');
    expect(riskEvidence(SANCTION_OPEN, TODAY).title).toBe('Sanção anterior');
    expect(riskEvidence(SANCTION_OPEN, TODAY).ended).toBeNull();
  });
});

describe('exports say whose they are, when, and what the data lacks', () => {
  const row: EntityRow = {
    key: 'F1',
    name: 'Marcos',
    kind: 'Pessoa',
    document: '***.204.736-**',
    level: 1,
    ties: [],
    risks: [SANCTION_ENDED],
    lookupFailed: false,
    distance: 'x',
  };
  const meta = {
    title: 'Relacionamentos de Alfa',
    generatedAt: 'dados de 26/11/2026 12:00',
    filters: 'todas',
    organization: 'Ribeiro Costa',
    person: 'Ana Moraes',
    exportedAt: 'Exportado em 26/11/2026 12:05',
    checkedAt: 'Riscos verificados em 26/11/2026 11:58',
    note: 'Protestos não fazem parte do plano desta organização.',
  };

  it('the CSV carries the organization, the person, the time, when the risks were checked and the protest note', () => {
    const head = relationshipCsv([row], meta).split('\r\n').slice(0, 4).join('\n');
    expect(head).toContain('Organização: Ribeiro Costa');
    expect(head).toContain('Exportado por: Ana Moraes');
    expect(head).toContain('Exportado em 26/11/2026 12:05');
    expect(head).toContain('Riscos verificados em 26/11/2026 11:58');
    expect(head).toContain('Protestos não fazem parte do plano desta organização.');
  });

  it('an ended sanction is exported as ended', () => {
    expect(relationshipCsv([row], { ...meta, note: null })).toContain('Sanção anterior (encerrada em 10/04/2023)');
  });
});

function entity(id: string, level: number): RelationshipEntity {
  return {
    id,
    kind: id.startsWith('F') ? 'PERSON' : 'COMPANY',
    name: id,
    documentNumber: id.slice(1),
    documentType: id.startsWith('F') ? 'CPF' : 'CNPJ',
    masked: false,
    level,
    risks: [],
    hasAnalysis: true,
    analysisDate: null,
    lookupFailed: false,
    qsaCount: 0,
    relationsCount: 0,
    qsaLoaded: true,
    relationsLoaded: true,
  };
}
const relation = (from: string, to: string) =>
  ({
    relationId: `${from}>${to}`,
    companyId: from,
    relationshipId: to,
    active: true,
    qualificationName: 'Sócio',
  }) as QsaRelation;

describe('"+N" groups open and close again', () => {
  const kids = Array.from({ length: CLUSTER_LIMIT + 5 }, (_, i) => entity(`F${String(i).padStart(3, '0')}`, 1));
  const graph = buildGraph({
    analysis: { rootId: 'JROOT' } as GraphAnswer['analysis'],
    entities: [entity('JROOT', 0), ...kids],
    relations: kids.map((k) => relation('JROOT', k.id)),
  });
  const tree = graphTree(graph, DEFAULT_FILTERS);

  it('an open group is listed as opened (so it can be folded back), a closed one as "+N"', () => {
    const closed = cutClusters(tree, new Set());
    expect(closed.clusters).toEqual([{ key: clusterKey('JROOT'), parentKey: 'JROOT', hidden: 5 }]);
    const open = cutClusters(tree, allClusterKeys(tree));
    expect(open.clusters).toEqual([]);
    expect(open.opened).toEqual([{ key: clusterKey('JROOT'), parentKey: 'JROOT', hidden: 5 }]);
    expect(open.nodes).toHaveLength(CLUSTER_LIMIT + 6);
  });
});

describe('the distance sentence of an ended PEP', () => {
  it('speaks in the past when the PEP is past its grace period', () => {
    const person = { ...entity('F1', 1), risks: [PEP_ENDED] };
    const graph = buildGraph({
      analysis: { rootId: 'JROOT' } as GraphAnswer['analysis'],
      entities: [entity('JROOT', 0), person],
      relations: [relation('JROOT', 'F1')],
    });
    const distances = nearestRisks(graph);
    expect(distanceSentence(graph, distances.get('F1'))).toBe('É uma pessoa que foi politicamente exposta');
    expect(distanceSentence(graph, distances.get('JROOT'))).toBe(
      'a 1 vínculo de uma pessoa que foi politicamente exposta',
    );
  });
});
