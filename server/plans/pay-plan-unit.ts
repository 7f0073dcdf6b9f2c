import type { Db } from '../db/db.ts';
import { consumeMessage, PLAN_LABELS } from '../domain/balance.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { consumePlanUnit, type ConsumeRequest } from '../repositories/plan-consumption.ts';
import type { PlanRow } from '../repositories/plans.ts';

/**
 * Pays for an action with one unit of the holder's plan, inside the action's transaction. A refusal is a 402 with
 * the message the balance screen shows; thrown inside the transaction, it rolls back what the action already wrote.
 */
export async function payPlanUnit(tx: Db, request: ConsumeRequest): Promise<PlanRow> {
  const outcome = await consumePlanUnit(tx, request);
  if (outcome.consumed) return outcome.plan;
  const { plan } = outcome;
  const message = plan
    ? (consumeMessage(plan.type_plan, plan.consume, plan.limit_end) ?? MESSAGES.noPlan(PLAN_LABELS[plan.type_plan]))
    : MESSAGES.noPlan(PLAN_LABELS[request.typePlan]);
  throw new HttpError(402, message);
}
