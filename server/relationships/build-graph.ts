import type { EntityId } from '../../src/contract/relationships.ts';
import { ProviderLookupError, type RelationshipSource } from './relationship-source.ts';
import { relationIdOf, type StoredEntity, type StoredGraph, type StoredRelation } from './stored-graph.ts';

/** Where failed lookups are reported (a warning, not an error). */
export interface LookupLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The entities and relations a step added or changed (what gets saved and answered). */
interface GraphChange {
  entities: Map<string, StoredEntity>;
  relations: Map<string, StoredRelation>;
}

const emptyChange = (): GraphChange => ({ entities: new Map(), relations: new Map() });

/** Risks of one entity; a provider failure leaves risks null (hasAnalysis false) and logs a warning. */
export async function lookUpRisks(
  source: RelationshipSource,
  entity: StoredEntity,
  attempt: number,
  log: LookupLog,
): Promise<StoredEntity> {
  try {
    const risks = await source.risks(entity.id, attempt);
    return { ...entity, risks, attempts: attempt, lookedUpAt: new Date().toISOString() };
  } catch (error) {
    if (!(error instanceof ProviderLookupError)) throw error;
    log.warn({ entityId: entity.id, reason: error.reason, attempt }, 'relationship lookup failed');
    return { ...entity, risks: null, attempts: attempt, lookedUpAt: null };
  }
}

/** A new entity at `level`, looked up; null when the provider does not know the id. */
async function newEntity(
  source: RelationshipSource,
  id: EntityId,
  level: number,
  attempt: number,
  log: LookupLog,
): Promise<StoredEntity | null> {
  const described = await source.describe(id);
  if (!described) return null;
  const entity: StoredEntity = {
    ...described,
    level,
    risks: null,
    attempts: 0,
    lookedUpAt: null,
    qsaLoaded: false,
    relationsLoaded: false,
  };
  return lookUpRisks(source, entity, attempt, log);
}

/**
 * Loads the QSA ('qsa') or the companies where the entity is a partner ('relations') of one entity into the graph
 * (mutated) and answers what changed. Entities already in the graph are not looked up again (a cycle ends here);
 * a newly reached entity is one level further; a shorter path lowers a known entity's level.
 */
export async function expandEntity(
  source: RelationshipSource,
  graph: StoredGraph,
  id: EntityId,
  direction: 'qsa' | 'relations',
  attempt: number,
  log: LookupLog,
): Promise<GraphChange> {
  const change = emptyChange();
  const entity = graph.entities.get(id);
  if (!entity) return change;
  const rows = direction === 'qsa' ? await source.qsa(id) : await source.parents(id);
  for (const row of rows) {
    const otherId = direction === 'qsa' ? row.partnerId : row.companyId;
    let other = graph.entities.get(otherId);
    if (!other) {
      const created = await newEntity(source, otherId, entity.level + 1, attempt, log);
      if (!created) continue;
      other = created;
      graph.entities.set(otherId, other);
      change.entities.set(otherId, other);
    } else if (other.level > entity.level + 1) {
      other = { ...other, level: entity.level + 1 };
      graph.entities.set(otherId, other);
      change.entities.set(otherId, other);
    }
    const relationId = relationIdOf(row);
    if (!graph.relations.has(relationId)) {
      graph.relations.set(relationId, row);
      change.relations.set(relationId, row);
    }
  }
  const loaded: StoredEntity =
    direction === 'qsa' ? { ...entity, qsaLoaded: true } : { ...entity, relationsLoaded: true };
  graph.entities.set(id, loaded);
  change.entities.set(id, loaded);
  return change;
}

/** The root's lookup failed: the analysis as a whole failed (it is what was paid for). */
export class RootLookupError extends Error {
  constructor(readonly reason: 'error' | 'timeout' | 'unknown') {
    super(
      reason === 'timeout'
        ? 'O provedor de dados não respondeu a tempo.'
        : reason === 'unknown'
          ? 'O provedor de dados não conhece este documento.'
          : 'O provedor de dados falhou ao consultar este documento.',
    );
  }
}

/**
 * Runs an analysis: the root, then breadth-first both ways (QSA and companies where each is a partner) until
 * `depth` levels; each entity once (cycles end where they close).
 */
export async function buildGraph(
  source: RelationshipSource,
  rootId: EntityId,
  depth: number,
  attempt: number,
  log: LookupLog,
): Promise<StoredGraph> {
  const graph: StoredGraph = { entities: new Map(), relations: new Map() };
  const described = await source.describe(rootId);
  if (!described) throw new RootLookupError('unknown');
  let root: StoredEntity = {
    ...described,
    level: 0,
    risks: null,
    attempts: 0,
    lookedUpAt: null,
    qsaLoaded: false,
    relationsLoaded: false,
  };
  try {
    root = {
      ...root,
      risks: await source.risks(rootId, attempt),
      attempts: attempt,
      lookedUpAt: new Date().toISOString(),
    };
  } catch (error) {
    if (error instanceof ProviderLookupError) throw new RootLookupError(error.reason);
    throw error;
  }
  graph.entities.set(rootId, root);
  let frontier: EntityId[] = [rootId];
  for (let level = 0; level < depth; level++) {
    const next: EntityId[] = [];
    for (const id of frontier) {
      const before = new Set(graph.entities.keys());
      if (graph.entities.get(id)?.kind === 'COMPANY') await expandEntity(source, graph, id, 'qsa', attempt, log);
      await expandEntity(source, graph, id, 'relations', attempt, log);
      for (const key of graph.entities.keys()) if (!before.has(key)) next.push(key);
    }
    frontier = next;
  }
  return graph;
}
