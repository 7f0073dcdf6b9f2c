import type { Db } from '../db/db.ts';
import type { RiskDecisionKind } from '../../src/contract/relationship-risks.ts';

export interface RiskDecisionRow {
  id: number;
  entity_id: string;
  risk_id: string;
  decision: RiskDecisionKind;
  reason: string;
  decided_at: Date | string;
  evidence_fingerprint: string;
  /** The decider's name and e-mail (null once the account is gone). */
  decided_by_name: string | null;
  decided_by_email: string | null;
}

export interface NewRiskDecision {
  organizationId: number;
  analysisId: number;
  entityId: string;
  riskId: string;
  decision: RiskDecisionKind;
  reason: string;
  userId: string;
  fingerprint: string;
}

const COLUMNS = `d.id, d.entity_id, d.risk_id, d.decision, d.reason, d.decided_at, d.evidence_fingerprint,
  NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS decided_by_name, u.email AS decided_by_email`;

/** Appends a decision (the older ones stay as history) and answers it as read back. */
export async function insertRiskDecision(tx: Db, decision: NewRiskDecision): Promise<RiskDecisionRow> {
  const { rows } = await tx.query<RiskDecisionRow>(
    `WITH d AS (
       INSERT INTO risk_decisions (organization_id, analysis_id, entity_id, risk_id, decision, reason, decided_by, evidence_fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *
     )
     SELECT ${COLUMNS} FROM d LEFT JOIN users u ON u.id = d.decided_by`,
    [
      decision.organizationId,
      decision.analysisId,
      decision.entityId,
      decision.riskId,
      decision.decision,
      decision.reason,
      decision.userId,
      decision.fingerprint,
    ],
  );
  return { ...rows[0]!, id: Number(rows[0]!.id) };
}

/** The previous (newest) decision on one hit, or null: the audit event's "before". */
export async function findLatestRiskDecision(
  db: Db,
  organizationId: number,
  entityId: string,
  riskId: string,
): Promise<RiskDecisionRow | null> {
  const { rows } = await db.query<RiskDecisionRow>(
    `SELECT ${COLUMNS} FROM risk_decisions d LEFT JOIN users u ON u.id = d.decided_by
     WHERE d.organization_id = $1 AND d.entity_id = $2 AND d.risk_id = $3 ORDER BY d.id DESC LIMIT 1`,
    [organizationId, entityId, riskId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/** The newest decision of each hit of the organization's entities among `entityIds`. */
export async function latestRiskDecisions(
  db: Db,
  organizationId: number,
  entityIds: readonly string[],
): Promise<RiskDecisionRow[]> {
  if (entityIds.length === 0) return [];
  const { rows } = await db.query<RiskDecisionRow>(
    `SELECT DISTINCT ON (d.entity_id, d.risk_id) ${COLUMNS}
     FROM risk_decisions d LEFT JOIN users u ON u.id = d.decided_by
     WHERE d.organization_id = $1 AND d.entity_id = ANY($2::text[])
     ORDER BY d.entity_id, d.risk_id, d.id DESC`,
    [organizationId, [...entityIds]],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The organization's newest decision id (0 without any): part of a cached graph answer's key. */
export async function riskDecisionsVersion(db: Db, organizationId: number): Promise<number> {
  const { rows } = await db.query<{ version: string | number | null }>(
    'SELECT max(id) AS version FROM risk_decisions WHERE organization_id = $1',
    [organizationId],
  );
  return Number(rows[0]?.version ?? 0);
}
