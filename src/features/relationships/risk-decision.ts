import type { RiskDecision, RiskEntry } from '../../contract/relationship-risks';
import type { RelationshipGraph } from '../../contract/relationships';
import type { RiskDecisionResponse } from '../../contract/risk-decisions';
import { formatDateTime } from '../../lib/format-date';

export const RISK_DECISION_LABELS = { CONFIRMED: 'Confirmado', DISMISSED: 'Descartado' } as const;

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The form's check, in the words the API uses: a reason of 3 to 500 characters, spaces aside. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'Informe o motivo.';
  if (length < REASON_MIN) return `O motivo deve ter pelo menos ${REASON_MIN} caracteres.`;
  if (length > REASON_MAX) return `O motivo deve ter no máximo ${REASON_MAX} caracteres.`;
  return null;
}

const decider = (decision: RiskDecision): string => decision.decidedBy?.name ?? 'usuário removido';

/** "Descartado por Bruno Souza em 27/11/2026 08:10: Homônimo" — the sheet's line and the exports' column. */
export function decisionText(decision: RiskDecision): string {
  return `${RISK_DECISION_LABELS[decision.decision]} por ${decider(decision)} em ${formatDateTime(decision.decidedAt)}: ${decision.reason}`;
}

/** What the sheet says of a decision whose evidence changed since (the hit is undecided again). */
export function outdatedText(decision: RiskDecision): string {
  return `A evidência mudou desde a decisão de ${decider(decision)} em ${formatDateTime(decision.decidedAt)} (${RISK_DECISION_LABELS[decision.decision].toLowerCase()}) — revise.`;
}

/** A risk's decision for the exports: the current one, an outdated one said so, or ''. */
export function riskDecisionCell(risk: RiskEntry): string {
  if (risk.decision) return decisionText(risk.decision);
  if (risk.outdatedDecision) return `Evidência mudou desde: ${decisionText(risk.outdatedDecision)}`;
  return '';
}

/** The graph with one hit's new decision, on the entity and on the relations that repeat its risks. */
export function withRiskDecision(
  graph: RelationshipGraph,
  answer: RiskDecisionResponse['register'],
): RelationshipGraph {
  const patch = (risks: RiskEntry[] | null): RiskEntry[] | null =>
    risks?.map((risk) => {
      if (risk.id !== answer.riskId) return risk;
      const { outdatedDecision: _outdated, ...rest } = risk;
      return { ...rest, decision: answer.decision } as RiskEntry;
    }) ?? null;
  return {
    ...graph,
    entities: graph.entities.map((e) => (e.id === answer.entityId ? { ...e, risks: patch(e.risks) } : e)),
    relations: graph.relations.map((r) => (r.relationshipId === answer.entityId ? { ...r, risks: patch(r.risks) } : r)),
  };
}

/** "1 confirmado · 2 descartados · 1 a revisar" for a row or a node; '' when no hit was decided. */
export function decisionSummary(risks: readonly RiskEntry[]): string {
  let confirmed = 0;
  let dismissed = 0;
  let outdated = 0;
  for (const risk of risks) {
    if (risk.decision?.decision === 'CONFIRMED') confirmed += 1;
    else if (risk.decision?.decision === 'DISMISSED') dismissed += 1;
    else if (risk.outdatedDecision) outdated += 1;
  }
  return [
    confirmed ? `${confirmed} ${confirmed === 1 ? 'confirmado' : 'confirmados'}` : '',
    dismissed ? `${dismissed} ${dismissed === 1 ? 'descartado' : 'descartados'}` : '',
    outdated ? `${outdated} a revisar` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
