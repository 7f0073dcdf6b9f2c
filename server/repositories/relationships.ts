import type { Db } from '../db/db.ts';
import type { RelationshipStatus } from '../../src/contract/relationships.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { StoredEntity, StoredGraph, StoredRelation } from '../relationships/stored-graph.ts';
import { relationIdOf } from '../relationships/stored-graph.ts';

export interface RelationshipAnalysisRow {
  id: number;
  consume_unique_id: number;
  organization_id: number;
  holder_id: number;
  plan_id: number;
  type_plan: string;
  root_id: string;
  status: RelationshipStatus;
  error: string | null;
  attempts: number;
  created_at: Date | string;
  finished_at: Date | string | null;
  /** Bumped by every write of the graph's rows (migration 0016): the key of a cached graph answer. */
  graph_version: number;
  /** The company data it was built from (migration 0023). */
  company_data: 'demo' | 'minhareceita';
  document_number: string;
  document_type: 'CPF' | 'CNPJ';
  document_info: string;
}

const SELECT = `SELECT r.id, r.consume_unique_id, r.organization_id, r.holder_id, r.plan_id, r.type_plan, r.root_id, r.status,
  r.error, r.attempts, r.created_at, r.finished_at, r.graph_version, r.company_data, i.document_number, i.document_type, i.document_info
  FROM relationship_analyses r JOIN consume_unique_items i ON i.id = r.consume_unique_id`;

const normalize = (row: RelationshipAnalysisRow): RelationshipAnalysisRow => ({
  ...row,
  id: Number(row.id),
  consume_unique_id: Number(row.consume_unique_id),
  attempts: Number(row.attempts),
  graph_version: Number(row.graph_version),
});

export async function findRelationshipAnalysis(db: Db, id: number): Promise<RelationshipAnalysisRow | null> {
  const { rows } = await db.query<RelationshipAnalysisRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? normalize(rows[0]) : null;
}

/** The item's newest relationship analysis (whatever its status), or null. */
export async function findItemRelationshipAnalysis(db: Db, itemId: number): Promise<RelationshipAnalysisRow | null> {
  const { rows } = await db.query<RelationshipAnalysisRow>(
    `${SELECT} WHERE r.consume_unique_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
    [itemId],
  );
  return rows[0] ? normalize(rows[0]) : null;
}

/** Each item's newest relationship analysis, in one query (the activity list carries them: no request per card). */
export async function listItemRelationshipAnalyses(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, RelationshipAnalysisRow>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await db.query<RelationshipAnalysisRow>(
    `SELECT DISTINCT ON (r.consume_unique_id) ${SELECT.slice('SELECT '.length)}
     WHERE r.consume_unique_id = ANY($1::bigint[]) ORDER BY r.consume_unique_id, r.created_at DESC, r.id DESC`,
    [itemIds],
  );
  return new Map(rows.map((row) => [Number(row.consume_unique_id), normalize(row)]));
}

/** Locks the analysis row for the rest of the transaction (expansions and retries one at a time). */
export async function lockRelationshipAnalysis(tx: Db, id: number): Promise<void> {
  await tx.query('SELECT id FROM relationship_analyses WHERE id = $1 FOR UPDATE', [id]);
}

interface NewRelationshipAnalysis {
  itemId: number;
  organizationId: number;
  holderId: number;
  planId: number;
  typePlan: string;
  rootId: string;
  userId: string | null;
  companyData: 'demo' | 'minhareceita';
}

export async function insertRelationshipAnalysis(tx: Db, a: NewRelationshipAnalysis): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO relationship_analyses (consume_unique_id, organization_id, holder_id, plan_id, type_plan, root_id, created_by, company_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [a.itemId, a.organizationId, a.holderId, a.planId, a.typePlan, a.rootId, a.userId, a.companyData],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('relationship analysis insert returned no id');
  return Number(id);
}

/** A new run: PROCESSING again, one more attempt; answers the attempt number. */
/** Counts a run of a PROCESSING analysis; null when it is no longer PROCESSING (its job ran again after it finished). */
export async function beginRelationshipRun(db: Db, id: number): Promise<number | null> {
  const { rows } = await db.query<{ attempts: number }>(
    `UPDATE relationship_analyses SET error = NULL, finished_at = NULL, attempts = attempts + 1
     WHERE id = $1 AND status = 'PROCESSING' RETURNING attempts`,
    [id],
  );
  return rows[0] ? Number(rows[0].attempts) : null;
}

/** PROCESSING → DONE or ERROR; a finished analysis is left as it is. */
export async function finishRelationshipRun(
  db: Db,
  id: number,
  status: 'DONE' | 'ERROR',
  error: string | null,
): Promise<void> {
  await db.query(
    "UPDATE relationship_analyses SET status = $2, error = $3, finished_at = now() WHERE id = $1 AND status = 'PROCESSING'",
    [id, status, error],
  );
}

/** Inserts or replaces entities and relations of an analysis's graph, and bumps its graph_version (call it in a transaction). */
export async function saveGraphRows(
  db: Db,
  analysisId: number,
  entities: readonly StoredEntity[],
  relations: readonly StoredRelation[],
): Promise<void> {
  const CHUNK = 500;
  await db.query('UPDATE relationship_analyses SET graph_version = graph_version + 1 WHERE id = $1', [analysisId]);
  for (let i = 0; i < entities.length; i += CHUNK) {
    const slice = entities.slice(i, i + CHUNK);
    await db.query(
      `INSERT INTO relationship_entities (analysis_id, entity_id, data)
       SELECT $1, e->>'id', e FROM jsonb_array_elements($2::jsonb) AS e
       ON CONFLICT (analysis_id, entity_id) DO UPDATE SET data = EXCLUDED.data`,
      [analysisId, JSON.stringify(slice)],
    );
  }
  for (let i = 0; i < relations.length; i += CHUNK) {
    const slice = relations.slice(i, i + CHUNK).map((row) => ({ ...row, relationId: relationIdOf(row) }));
    await db.query(
      `INSERT INTO relationship_relations (analysis_id, relation_id, data)
       SELECT $1, r->>'relationId', r - 'relationId' FROM jsonb_array_elements($2::jsonb) AS r
       ON CONFLICT (analysis_id, relation_id) DO UPDATE SET data = EXCLUDED.data`,
      [analysisId, JSON.stringify(slice)],
    );
  }
}

export async function loadGraph(db: Db, analysisId: number): Promise<StoredGraph> {
  const entities = await db.query<{ data: StoredEntity }>(
    'SELECT data FROM relationship_entities WHERE analysis_id = $1',
    [analysisId],
  );
  const relations = await db.query<{ relation_id: string; data: StoredRelation }>(
    'SELECT relation_id, data FROM relationship_relations WHERE analysis_id = $1 ORDER BY relation_id',
    [analysisId],
  );
  return {
    entities: new Map(entities.rows.map((row) => [row.data.id, row.data])),
    relations: new Map(relations.rows.map((row) => [row.relation_id, row.data])),
  };
}

/** One entity of an analysis's graph, or null (a decision on a hit reads only its entity). */
export async function loadGraphEntity(db: Db, analysisId: number, entityId: string): Promise<StoredEntity | null> {
  const { rows } = await db.query<{ data: StoredEntity }>(
    'SELECT data FROM relationship_entities WHERE analysis_id = $1 AND entity_id = $2',
    [analysisId, entityId],
  );
  return rows[0]?.data ?? null;
}

/** A monitored document of any holder of the organization with this document (the QSA lookup's check). */
export async function organizationLookedUp(db: Db, organizationId: number, documentNumber: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2 LIMIT 1',
    [organizationId, documentNumber],
  );
  return rows.length > 0;
}

/** ERROR → PROCESSING for a retry; false when the analysis is not in ERROR (a concurrent retry got there first). */
export async function markRelationshipRetry(tx: Db, id: number): Promise<boolean> {
  const { rows } = await tx.query(
    "UPDATE relationship_analyses SET status = 'PROCESSING', error = NULL WHERE id = $1 AND status = 'ERROR' RETURNING id",
    [id],
  );
  return rows.length > 0;
}

/**
 * A re-screening's risks for one entity, written into every finished graph of the organization that holds it (where
 * they differ), each touched graph's version bumped so that no cached answer outlives them. Answers the analyses.
 */
export async function refreshStoredRisks(
  tx: Db,
  organizationId: number,
  entityId: string,
  risks: readonly RiskEntry[],
): Promise<number[]> {
  const { rows } = await tx.query<{ analysis_id: number | string }>(
    `UPDATE relationship_entities e SET data = jsonb_set(e.data, '{risks}', $3::jsonb)
     FROM relationship_analyses r
     WHERE r.id = e.analysis_id AND r.organization_id = $1 AND r.status = 'DONE' AND e.entity_id = $2
       AND e.data->'risks' IS DISTINCT FROM $3::jsonb
     RETURNING e.analysis_id`,
    [organizationId, entityId, JSON.stringify(risks)],
  );
  const ids = rows.map((row) => Number(row.analysis_id));
  if (ids.length > 0)
    await tx.query('UPDATE relationship_analyses SET graph_version = graph_version + 1 WHERE id = ANY($1::bigint[])', [
      ids,
    ]);
  return ids;
}
