import type { RiskDecision, RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { RiskDecisionRow } from '../repositories/risk-decisions.ts';
import { riskFingerprint } from './risk-fingerprint.ts';

/** The newest decision of each hit, by entity and risk id (riskDecisionKey). */
export type RiskDecisionIndex = ReadonlyMap<string, RiskDecisionRow>;

export const NO_DECISIONS: RiskDecisionIndex = new Map();

export const riskDecisionKey = (entityId: string, riskId: string): string => `${entityId}\n${riskId}`;

export function indexRiskDecisions(rows: readonly RiskDecisionRow[]): RiskDecisionIndex {
  return new Map(rows.map((row) => [riskDecisionKey(row.entity_id, row.risk_id), row]));
}

export function riskDecisionView(row: RiskDecisionRow): RiskDecision {
  return {
    decision: row.decision,
    reason: row.reason,
    decidedBy: row.decided_by_email
      ? { name: row.decided_by_name ?? row.decided_by_email, email: row.decided_by_email }
      : null,
    decidedAt: new Date(row.decided_at).toISOString(),
  };
}

/**
 * The entity's risks with their decisions: `decision` while the entry's fingerprint is the one decided on, else the
 * hit is undecided again and the old decision is `outdatedDecision` (a dismissed hit returns when its evidence changes).
 */
export function withDecisions(
  risks: RiskEntry[] | null,
  entityId: string,
  decisions: RiskDecisionIndex,
): RiskEntry[] | null {
  if (risks === null || decisions.size === 0) return risks;
  return risks.map((risk) => {
    const row = decisions.get(riskDecisionKey(entityId, risk.id));
    if (!row) return risk;
    const view = riskDecisionView(row);
    return row.evidence_fingerprint === riskFingerprint(risk)
      ? { ...risk, decision: view }
      : { ...risk, outdatedDecision: view };
  });
}
