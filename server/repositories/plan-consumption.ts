import { BALANCE_PLAN_TYPES } from '../../src/contract/constants/plans.ts';
import type { BalancePlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';
import type { PlanRow } from './plans.ts';

export interface ConsumeRequest {
  holderId: number;
  organizationId: number;
  typePlan: BalancePlanType;
  /** A specific plan (analyses name theirs); otherwise the first plan of the type with units left. */
  planId?: number;
  consumeUniqueId: number | null;
  analysisId?: number | null;
  /** The relationship analysis paid for. */
  relationshipAnalysisId?: number | null;
  userId: string | null;
}

/** The plan after the unit was taken, or a refusal: no plan of the type (plan null) or the plan with no unit left. */
type ConsumeOutcome = { consumed: true; plan: PlanRow } | { consumed: false; plan: PlanRow | null };

/**
 * Takes one unit from a plan and records it in the ledger. Call inside the transaction of the action it pays for:
 * when the action fails afterwards the unit is given back by the rollback, and a refusal here consumes nothing
 * (the caller answers it: plans/pay-plan-unit.ts).
 */
export async function consumePlanUnit(tx: Db, request: ConsumeRequest): Promise<ConsumeOutcome> {
  const { rows } = await tx.query<PlanRow>(
    `SELECT id, type_plan, limit_end, consume, is_visible FROM plans
     WHERE holder_id = $1 AND organization_id = $2 AND type_plan = $3 AND ($4::int IS NULL OR id = $4)
     ORDER BY (consume < limit_end) DESC, id LIMIT 1 FOR UPDATE`,
    [request.holderId, request.organizationId, request.typePlan, request.planId ?? null],
  );
  const plan = rows[0];
  if (!plan) return { consumed: false, plan: null };
  // The row lock above serialises concurrent consumers; the WHERE keeps the limit even without it.
  const updated = await tx.query<PlanRow>(
    `UPDATE plans SET consume = consume + 1 WHERE id = $1 AND consume < limit_end
     RETURNING id, type_plan, limit_end, consume, is_visible`,
    [plan.id],
  );
  const after = updated.rows[0];
  if (!after) return { consumed: false, plan };
  await tx.query(
    `INSERT INTO plan_consumptions (plan_id, holder_id, organization_id, type_plan, consume_unique_id, analysis_id, user_id, relationship_analysis_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      plan.id,
      request.holderId,
      request.organizationId,
      plan.type_plan,
      request.consumeUniqueId,
      request.analysisId ?? null,
      request.userId,
      request.relationshipAnalysisId ?? null,
    ],
  );
  return { consumed: true, plan: after };
}

interface ConsumptionAggregates {
  total: number;
  byType: { typePlan: BalancePlanType; total: number }[];
  byDay: { date: string; total: number }[];
}

/** What a holder consumed in an organization within [from, to) (instants), by plan type and by Brazilian day (UTC−3, as calendar.ts). */
export async function aggregateConsumption(
  db: Db,
  holderId: number,
  organizationId: number,
  from: string,
  to: string,
): Promise<ConsumptionAggregates> {
  const params = [holderId, organizationId, from, to];
  const where =
    'holder_id = $1 AND organization_id = $2 AND created_at >= $3::timestamptz AND created_at < $4::timestamptz';
  const byType = await db.query<{ type_plan: BalancePlanType; total: number }>(
    `SELECT type_plan, sum(quantity)::int AS total FROM plan_consumptions WHERE ${where} GROUP BY type_plan`,
    params,
  );
  const byDay = await db.query<{ day: string; total: number }>(
    `SELECT to_char((created_at AT TIME ZONE 'UTC') - interval '3 hours', 'YYYY-MM-DD') AS day, sum(quantity)::int AS total
     FROM plan_consumptions WHERE ${where} GROUP BY 1 ORDER BY 1`,
    params,
  );
  const totals = new Map(byType.rows.map((row) => [row.type_plan, row.total]));
  return {
    total: byType.rows.reduce((sum, row) => sum + row.total, 0),
    byType: BALANCE_PLAN_TYPES.map((typePlan) => ({ typePlan, total: totals.get(typePlan) ?? 0 })),
    byDay: byDay.rows.map((row) => ({ date: row.day, total: row.total })),
  };
}
