import { createHash } from 'node:crypto';
import type { StartAnalysisParams, StartAnalysisResponse } from '../../src/contract/analyses.ts';
import { ANALYSIS_PLAN_TYPES } from '../../src/contract/constants/plans.ts';
import type { AnalysisPlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { analysisTypeOf, findRunningAnalysis, insertAnalysis } from '../repositories/analyses.ts';
import { findItem, lockItem } from '../repositories/consume-unique.ts';
import { findStoredResponse, storeResponse } from '../repositories/idempotency.ts';
import { consumePlanUnit } from '../repositories/plan-consumption.ts';
import { findPlanType } from '../repositories/plans.ts';

export interface StartOutcome {
  statusCode: 200 | 201;
  body: StartAnalysisResponse;
  /** The analysis to run now; null when nothing new was created. */
  enqueue: number | null;
}

/** The plan must pay for analyses (400); that it is this holder's was checked by the authorization hook. */
async function requireAnalysisPlan(tx: Db, planId: number): Promise<AnalysisPlanType> {
  const typePlan = await findPlanType(tx, planId);
  if (typePlan === null) throw notFound(MESSAGES.planNotFound);
  if (!(ANALYSIS_PLAN_TYPES as readonly string[]).includes(typePlan)) throw new HttpError(400, MESSAGES.planNotAnalysis);
  return typePlan as AnalysisPlanType;
}

/**
 * Starts an analysis in one transaction (contract: src/contract/analyses.ts): an Idempotency-Key replays the first
 * answer; an analysis of the same type still running is answered again; otherwise a new one is created and one unit
 * of its plan consumed (402 and nothing created when the balance is at zero).
 */
export async function startAnalysis(db: Db, params: StartAnalysisParams, userId: string, key: string | null): Promise<StartOutcome> {
  return db.transaction(async (tx) => {
    const scope = key ? { organizationId: params.orgId, userId, key } : null;
    const hash = createHash('sha256').update(`analytics:${params.holderId}:${params.consumeUniqueId}:${params.planId}`).digest('hex');
    if (scope) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${params.orgId}:${userId}:${key}`]);
      const stored = await findStoredResponse(tx, scope);
      if (stored) {
        if (stored.requestHash !== hash) throw new HttpError(422, MESSAGES.idempotencyReused);
        return { statusCode: stored.statusCode === 201 ? 201 : 200, body: stored.body as StartAnalysisResponse, enqueue: null };
      }
    }
    const item = await findItem(tx, params.consumeUniqueId);
    if (!item) throw notFound(MESSAGES.itemNotFound);
    const typePlan = await requireAnalysisPlan(tx, params.planId);
    // Serialise starts on one item, so a double click finds the first analysis running.
    await lockItem(tx, params.consumeUniqueId);
    const running = await findRunningAnalysis(tx, Number(item.id), analysisTypeOf(typePlan));
    let outcome: StartOutcome;
    if (running) {
      const register = { userPlanConsumeAnalyticsId: Number(running.id), status: running.status, created: false };
      outcome = { statusCode: 200, body: { register }, enqueue: null };
    } else {
      const { holderId, orgId: organizationId, planId } = params;
      const id = await insertAnalysis(tx, { itemId: Number(item.id), organizationId, holderId, planId, typePlan, userId });
      await consumePlanUnit(tx, { holderId, organizationId, typePlan, planId, consumeUniqueId: Number(item.id), analysisId: id, userId });
      await tx.query('UPDATE consume_unique_items SET updated_at = now() WHERE id = $1', [item.id]);
      outcome = { statusCode: 201, body: { register: { userPlanConsumeAnalyticsId: id, status: 'PROCESSING', created: true } }, enqueue: id };
    }
    if (scope) await storeResponse(tx, scope, { requestHash: hash, statusCode: outcome.statusCode, body: outcome.body });
    return outcome;
  });
}
