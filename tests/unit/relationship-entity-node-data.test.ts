import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import type { RelationshipEntity } from '../../src/contract/relationships';
import { entityNodeData, type EntityNodeContext } from '../../src/features/relationships/components/entity-node-data';
import type { GraphNode } from '../../src/features/relationships/graph-model';

const PEP: RiskEntry = {
  kind: 'PEPOccurence',
  id: 'p1',
  position: 'Prefeito',
  organ: 'Prefeitura',
  startDate: '2020-01-01',
  endDate: '2028-12-31',
  graceEndDate: null,
  source: 'CGU',
};

function node(id: string, risks: RiskEntry[] = []): GraphNode {
  const entity: RelationshipEntity = {
    id,
    kind: 'COMPANY',
    name: `Empresa ${id}`,
    documentNumber: id,
    documentType: 'CNPJ',
    masked: false,
    level: 1,
    risks,
    hasAnalysis: true,
    analysisDate: null,
    lookupFailed: false,
    qsaCount: 2,
    relationsCount: 0,
    qsaLoaded: false,
    relationsLoaded: true,
  };
  return { key: id, entity, depth: 1 };
}

const noop = () => undefined;
const context: EntityNodeContext = {
  graph: { nodes: new Map(), rootKey: 'root' },
  distance: undefined,
  busy: new Set(),
  offline: false,
  onPath: new Set(),
  canRetry: true,
  retrying: null,
  retryError: null,
  actions: { expand: noop, evidence: noop, path: noop, retry: noop, registry: noop },
};

/** The canvas's test for "leave this node alone": every field the same value or the same object. */
function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}

describe('entityNodeData', () => {
  it('gives an unchanged node without risks shallow-equal data, so a large group does not draw every node again', () => {
    const entity = node('C1');
    expect(shallowEqual(entityNodeData(entity, context), entityNodeData(entity, context))).toBe(true);
  });

  it('gives new data when the node or the screen state changed', () => {
    const entity = node('C1');
    const before = entityNodeData(entity, context);
    expect(shallowEqual(before, entityNodeData(entity, { ...context, busy: new Set(['C1']) }))).toBe(false);
    expect(entityNodeData(entity, { ...context, busy: new Set(['C1']) }).expand).toBe('busy');
    expect(entityNodeData(entity, { ...context, offline: true }).expand).toBe('offline');
    expect(shallowEqual(before, entityNodeData(node('C1', [PEP]), context))).toBe(false);
  });

  it('draws a chip per risk kind, and none for an entity without risks', () => {
    expect(entityNodeData(node('C1'), context).chips).toEqual([]);
    const flagged = entityNodeData(node('C2', [PEP]), context);
    expect(flagged.chips.map((chip) => chip.kind)).toEqual(['PEPOccurence']);
    expect(flagged.height).toBeGreaterThan(entityNodeData(node('C1'), context).height);
  });
});
