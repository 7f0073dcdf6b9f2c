import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { Db } from '../db/db.ts';
import type { StoredEntity } from '../relationships/stored-graph.ts';

/**
 * The re-screening's reads and writes (migration 0027): what each organization was last told about each hit of each
 * entity, and the entities it screens — its monitored documents and the entities of its finished relationship graphs.
 */

export type ScreeningState = 'ACTIVE' | 'ENDED' | 'REMOVED';

export interface RiskScreeningRow {
  entity_id: string;
  risk_id: string;
  state: ScreeningState;
  evidence_fingerprint: string;
  list: string | null;
  risk: RiskEntry;
}

// Any constant: serialises two re-screenings of one organization (pg_advisory_xact_lock(key, organizationId)).
const SCREENING_LOCK_KEY = 3_402_027;

/** Holds the organization's screening for the rest of the transaction (two runs never both notify one change). */
export async function lockOrganizationScreening(tx: Db, organizationId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [SCREENING_LOCK_KEY, organizationId]);
}

export interface ScreeningOrganizationRow {
  id: number;
  notify_risk_change: boolean;
}

/** Organizations with something to screen (an active monitored document or a finished graph), or the one asked for. */
export async function listScreeningOrganizations(
  db: Db,
  organizationId: number | null,
): Promise<ScreeningOrganizationRow[]> {
  const { rows } = await db.query<ScreeningOrganizationRow>(
    `SELECT o.id, o.notify_risk_change FROM organizations o
     WHERE ($1::int IS NULL OR o.id = $1)
       AND (EXISTS (SELECT 1 FROM monitored_documents md WHERE md.organization_id = o.id AND md.active)
         OR EXISTS (SELECT 1 FROM relationship_analyses r WHERE r.organization_id = o.id AND r.status = 'DONE'))
     ORDER BY o.id`,
    [organizationId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface MonitoredTargetRow {
  document_number: string;
  document_type: 'CPF' | 'CNPJ';
  name: string;
  /** A monitoring item of the document (any holder of the organization), for the link when no graph holds it. */
  item_id: number | null;
}

/** The organization's actively monitored documents. */
export async function listMonitoredTargets(db: Db, organizationId: number): Promise<MonitoredTargetRow[]> {
  const { rows } = await db.query<MonitoredTargetRow>(
    `SELECT md.document_number, md.document_type,
       coalesce(NULLIF(md.name, ''), i.document_info, '') AS name, i.id AS item_id
     FROM monitored_documents md
     LEFT JOIN LATERAL (
       SELECT c.id, NULLIF(c.document_info, '') AS document_info FROM consume_unique_items c
       WHERE c.organization_id = md.organization_id AND c.document_number = md.document_number
       ORDER BY c.monitoring DESC, c.id LIMIT 1
     ) i ON true
     WHERE md.organization_id = $1 AND md.active
     ORDER BY md.document_number`,
    [organizationId],
  );
  return rows.map((row) => ({ ...row, item_id: row.item_id === null ? null : Number(row.item_id) }));
}

export interface GraphTargetRow {
  analysis_id: number;
  data: StoredEntity;
}

/** Each entity of the organization's finished graphs once, as the newest analysis holding it stored it. */
export async function listGraphTargets(db: Db, organizationId: number): Promise<GraphTargetRow[]> {
  const { rows } = await db.query<GraphTargetRow>(
    `SELECT DISTINCT ON (e.entity_id) e.analysis_id, e.data
     FROM relationship_analyses r JOIN relationship_entities e ON e.analysis_id = r.id
     WHERE r.organization_id = $1 AND r.status = 'DONE'
     ORDER BY e.entity_id, r.id DESC`,
    [organizationId],
  );
  return rows.map((row) => ({ ...row, analysis_id: Number(row.analysis_id) }));
}

/** What the organization was last told about the hits of `entityIds`. */
export async function loadRiskScreenings(
  db: Db,
  organizationId: number,
  entityIds: readonly string[],
): Promise<RiskScreeningRow[]> {
  if (entityIds.length === 0) return [];
  const { rows } = await db.query<RiskScreeningRow>(
    `SELECT entity_id, risk_id, state, evidence_fingerprint, list, risk FROM risk_screenings
     WHERE organization_id = $1 AND entity_id = ANY($2::text[])`,
    [organizationId, [...entityIds]],
  );
  return rows;
}

export interface RiskScreeningWrite {
  organizationId: number;
  entityId: string;
  riskId: string;
  state: ScreeningState;
  fingerprint: string;
  list: string | null;
  risk: RiskEntry;
  at: Date;
  /** The state changed (changed_at moves); else only what was seen is refreshed. */
  changed: boolean;
}

export async function saveRiskScreening(tx: Db, row: RiskScreeningWrite): Promise<void> {
  await tx.query(
    `INSERT INTO risk_screenings (organization_id, entity_id, risk_id, state, evidence_fingerprint, list, risk,
       first_seen_at, changed_at, screened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $8, $8)
     ON CONFLICT (organization_id, entity_id, risk_id) DO UPDATE SET
       state = EXCLUDED.state, evidence_fingerprint = EXCLUDED.evidence_fingerprint, list = EXCLUDED.list,
       risk = EXCLUDED.risk, screened_at = EXCLUDED.screened_at,
       changed_at = CASE WHEN $9 THEN EXCLUDED.changed_at ELSE risk_screenings.changed_at END`,
    [
      row.organizationId,
      row.entityId,
      row.riskId,
      row.state,
      row.fingerprint,
      row.list,
      JSON.stringify(row.risk),
      row.at.toISOString(),
      row.changed,
    ],
  );
}
