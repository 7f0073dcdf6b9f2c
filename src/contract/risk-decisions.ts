import { Type, type Static } from 'typebox';
import { RISK_DECISIONS } from './constants/relationships.ts';
import { RiskDecision } from './relationship-risks.ts';
import { EntityId } from './relationships.ts';

/**
 * PUT …/userPlanConsumeBusinessRelationshipsSummary/{id}/risk-decisions — an analyst confirms or dismisses one hit (the
 * risk entry `riskId` of the entity `entityId` in this analysis's graph), with a reason. The decision is the
 * organization's on that entity (it shows in its other analyses too) until the entry's evidence changes. 200 with the
 * decision as recorded; 404 entity or risk not in this graph; 409 analysis not DONE.
 */
export const RiskDecisionBody = Type.Object(
  {
    entityId: EntityId,
    riskId: Type.String({ minLength: 1, maxLength: 200 }),
    decision: Type.Enum(RISK_DECISIONS),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type RiskDecisionBody = Static<typeof RiskDecisionBody>;

export const RiskDecisionResponse = Type.Object({
  register: Type.Object({ entityId: EntityId, riskId: Type.String(), decision: RiskDecision }),
});
export type RiskDecisionResponse = Static<typeof RiskDecisionResponse>;
