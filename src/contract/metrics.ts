import { Type, type Static } from 'typebox';
import { BalancePlanType } from './plans.ts';

/**
 * GET /v1/holder/{h}/organization/{o}/metric?year — consumption metrics (spec "Metric row"). Who:
 * BILLING_PROFILES, holder of the path (others → 403).
 * - without year: one row per year with consumption (label 'AAAA'), oldest first;
 * - with year (2000–2100): twelve rows, January to December (label 'MM/AAAA'), zeros included.
 * total = units consumed; amount = their value in centavos (the screen divides by 100); active = units spent on
 * documents still monitored (typeSearch Monitoria or Pausa) now, inactive = the rest (total = active + inactive).
 * byType: the same split by plan type (every BalancePlanType, zeros included).
 * The existing POST …/metricconsume {competence, organizationId} stays (units by type and by day of one month, every member).
 */
export const MetricQuery = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) });
export type MetricQuery = Static<typeof MetricQuery>;

export const MetricRow = Type.Object({
  label: Type.String({ description: "'2026' or '03/2026'" }),
  period: Type.String({ description: "'YYYY' or 'YYYY-MM'" }),
  total: Type.Integer(),
  amount: Type.Integer({ description: 'Centavos' }),
  active: Type.Integer(),
  inactive: Type.Integer(),
  byType: Type.Array(Type.Object({ typePlan: BalancePlanType, total: Type.Integer(), amount: Type.Integer() })),
});
export type MetricRow = Static<typeof MetricRow>;

export const MetricResponse = Type.Object({
  year: Type.Union([Type.Integer(), Type.Null()]),
  rows: Type.Array(MetricRow),
});
export type MetricResponse = Static<typeof MetricResponse>;
