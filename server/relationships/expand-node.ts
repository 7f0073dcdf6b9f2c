import type { RelationshipExpansion } from '../../src/contract/relationships.ts';
import type { Db } from '../db/db.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import {
  findRelationshipAnalysis,
  loadGraph,
  lockRelationshipAnalysis,
  saveGraphRows,
  type RelationshipAnalysisRow,
} from '../repositories/relationships.ts';
import { expandEntity, lookUpRisks, type LookupLog } from './build-graph.ts';
import type { RelationshipSource } from './relationship-source.ts';
import { graphView } from './relationship-view.ts';
import { indexRiskDecisions } from './risk-decision-view.ts';
import { latestRiskDecisions } from '../repositories/risk-decisions.ts';
import type { StoredEntity, StoredGraph, StoredRelation } from './stored-graph.ts';

const conflict = (message: string) => new HttpError(409, message);

/** Expansions and entity retries need a finished graph (409 with the reason otherwise). */
export function requireDone(row: RelationshipAnalysisRow): void {
  if (row.status === 'PROCESSING') throw conflict(MESSAGES.relationshipProcessing);
  if (row.status === 'ERROR') throw conflict(MESSAGES.relationshipFailed);
}

interface ExpandRequest {
  analysisId: number;
  entityId: string;
  direction: 'qsa' | 'relations';
  /** Look a failed entity up again first (409 when its lookup did not fail). */
  retry?: boolean;
}

/** The rows of one entity in one direction, with the entities they reach: what an expansion answers. */
function slice(graph: StoredGraph, entityId: string, direction: 'qsa' | 'relations') {
  const relations = [...graph.relations.entries()].filter(
    ([, row]) => (direction === 'qsa' ? row.companyId : row.partnerId) === entityId,
  );
  const entities = new Set([
    entityId,
    ...relations.map(([, row]) => (direction === 'qsa' ? row.partnerId : row.companyId)),
  ]);
  return { entities, relations: relations.map(([id]) => id) };
}

/**
 * Expands one node of an analysis (its QSA or the companies where it is a partner), fetching from the provider
 * only what the graph does not hold yet; under the analysis's row lock, so concurrent expansions add rows once.
 * Answers every row of that node and direction (the same on a second call). Nothing is consumed.
 */
export async function expandNode(
  db: Db,
  source: RelationshipSource,
  request: ExpandRequest,
  log: LookupLog,
): Promise<RelationshipExpansion> {
  return db.transaction(async (tx) => {
    await lockRelationshipAnalysis(tx, request.analysisId);
    const row = await findRelationshipAnalysis(tx, request.analysisId);
    if (!row) throw notFound(MESSAGES.relationshipNotFound);
    requireDone(row);
    const graph = await loadGraph(tx, row.id);
    const entity = graph.entities.get(request.entityId);
    if (!entity) throw notFound(MESSAGES.entityNotInGraph);
    if (request.direction === 'qsa' && entity.kind === 'PERSON') throw new HttpError(400, MESSAGES.personHasNoQsa);
    const changed = new Map<string, StoredEntity>();
    if (request.retry) {
      if (entity.risks !== null) throw conflict(MESSAGES.entityLookupNotFailed);
      const again = await lookUpRisks(source, entity, entity.attempts + 1, log);
      graph.entities.set(again.id, again);
      changed.set(again.id, again);
    }
    const current = graph.entities.get(request.entityId)!;
    const loaded = request.direction === 'qsa' ? current.qsaLoaded : current.relationsLoaded;
    let relations = new Map<string, StoredRelation>();
    if (!loaded) {
      const change = await expandEntity(
        source,
        graph,
        request.entityId,
        request.direction,
        Math.max(1, row.attempts),
        log,
      );
      for (const [id, value] of change.entities) changed.set(id, value);
      relations = change.relations;
    }
    if (changed.size > 0 || relations.size > 0)
      await saveGraphRows(tx, row.id, [...changed.values()], [...relations.values()]);
    const only = slice(graph, request.entityId, request.direction);
    const organizationId = Number(row.organization_id);
    const decisions = indexRiskDecisions(await latestRiskDecisions(tx, organizationId, [...only.entities]));
    const view = graphView(graph, organizationId, only, decisions);
    return { entityId: request.entityId, ...view };
  });
}
