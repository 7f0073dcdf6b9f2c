import { Type, type Static } from 'typebox';
import { ANALYSIS_PLAN_TYPES, BALANCE_PLAN_TYPES, CATALOGUE_PLAN_TYPES, PLAN_TYPES } from './constants/plans.ts';

/** The lists and what each plan type means: constants/plans.ts. */
export const PlanTypeName = Type.Enum(PLAN_TYPES);
export type PlanTypeName = Static<typeof PlanTypeName>;

/** Plans that pay for risk analyses: AnaliseBasica → BASIC, AnalisePremium → PREMIUM. */
export const AnalysisPlanType = Type.Enum(ANALYSIS_PLAN_TYPES);
export type AnalysisPlanType = Static<typeof AnalysisPlanType>;

/** Every plan type that has a balance (rows of the balance endpoint). Pausa never has one. */
export const BalancePlanType = Type.Enum(BALANCE_PLAN_TYPES);
export type BalancePlanType = Static<typeof BalancePlanType>;

/** Every entry of the plan-type catalogue. */
export const CataloguePlanType = Type.Enum(CATALOGUE_PLAN_TYPES);
export type CataloguePlanType = Static<typeof CataloguePlanType>;

/** GET /v1/plan-types — the catalogue of plan types with their Portuguese labels. */
export const PlanType = Type.Object({
  type: CataloguePlanType,
  label: Type.String(),
  description: Type.String(),
  activityOnly: Type.Boolean({ description: 'True for Pausa: it never has a balance of its own.' }),
});
export type PlanType = Static<typeof PlanType>;
export const PlanTypeList = Type.Array(PlanType);
export type PlanTypeList = Static<typeof PlanTypeList>;

/**
 * One row of GET /v1/holder/{h}/organization/{o}/balance. available = limitEnd - consume, never below 0.
 * An action that needs a unit of a plan whose available is 0 is refused with 402 and the plan's message,
 * and nothing is consumed.
 */
export const PlanBalance = Type.Object({
  planId: Type.Integer(),
  typePlan: BalancePlanType,
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
