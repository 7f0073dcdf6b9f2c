import type { BalancePlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';

export interface PlanRow {
  id: number;
  type_plan: BalancePlanType;
  limit_end: number;
  consume: number;
  is_visible: boolean;
}

export async function listPlans(db: Db, holderId: number, organizationId: number): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(
    `SELECT id, type_plan, limit_end, consume, is_visible FROM plans
     WHERE holder_id = $1 AND organization_id = $2 ORDER BY id`,
    [holderId, organizationId],
  );
  return rows;
}

/** The plan's type (Consulta, Monitoria, AnaliseBasica, …), or null when the plan is unknown. */
export async function findPlanType(db: Db, planId: number): Promise<string | null> {
  const { rows } = await db.query<{ type_plan: string }>('SELECT type_plan FROM plans WHERE id = $1', [planId]);
  return rows[0]?.type_plan ?? null;
}

/** The holder's plan of a type to pay with: one with units left first, else the first (its refusal gives the message). */
export async function findPayingPlan(
  db: Db,
  holderId: number,
  organizationId: number,
  typePlan: string,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM plans WHERE holder_id = $1 AND organization_id = $2 AND type_plan = $3
     ORDER BY (consume < limit_end) DESC, id LIMIT 1`,
    [holderId, organizationId, typePlan],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
