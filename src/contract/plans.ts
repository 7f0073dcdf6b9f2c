import { Type, type Static } from 'typebox';

/** Plan types (spec §9). Pausa exists on the activity side only; Consulta and Monitoria are sold as balances. */
export const PLAN_TYPES = ['Consulta', 'Monitoria', 'Pausa'] as const;
export const PlanTypeName = Type.Enum(PLAN_TYPES);
export type PlanTypeName = Static<typeof PlanTypeName>;

/** GET /v1/plan-types — the catalogue of plan types with their Portuguese labels. */
export const PlanType = Type.Object({
  type: PlanTypeName,
  label: Type.String(),
  description: Type.String(),
  activityOnly: Type.Boolean({ description: 'True for Pausa: it never has a balance of its own.' }),
});
export type PlanType = Static<typeof PlanType>;
export const PlanTypeList = Type.Array(PlanType);
export type PlanTypeList = Static<typeof PlanTypeList>;

/** One row of GET /v1/holder/{h}/organization/{o}/balance. available = limitEnd - consume, never below 0. */
export const PlanBalance = Type.Object({
  planId: Type.Integer(),
  typePlan: PlanTypeName,
  available: Type.Integer(),
  consume: Type.Integer(),
  limitEnd: Type.Integer(),
  isVisible: Type.Boolean(),
  msgConsume: Type.Union([Type.String(), Type.Null()], {
    description: 'Alert shown when the plan is near (>= 80%) or at its end; null otherwise.',
  }),
});
export type PlanBalance = Static<typeof PlanBalance>;

export const BalanceResponse = Type.Object({
  balance: Type.Array(PlanBalance),
  messages: Type.Object({
    nearEnd: Type.String(),
    exhausted: Type.String(),
  }),
});
export type BalanceResponse = Static<typeof BalanceResponse>;
