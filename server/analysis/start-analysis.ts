import { createHash } from 'node:crypto';
import type { StartAnalysisParams, StartAnalysisResponse } from '../../src/contract/analyses.ts';
import { ANALYSIS_PLAN_TYPES } from '../../src/contract/constants/plans.ts';
import type { AnalysisPlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { withIdempotency } from '../http/with-idempotency.ts';
import { payPlanUnit } from '../plans/pay-plan-unit.ts';
import { analysisTypeOf, findRunningAnalysis, insertAnalysis } from '../repositories/analyses.ts';
import { findItem, lockItem, touchItem } from '../repositories/monitored-documents.ts';
import { findPlanType } from '../repositories/plans.ts';

interface StartOutcome {
  statusCode: 200 | 201;
  body: StartAnalysisResponse;
  /** The analysis to run now; null when nothing new was created. */
  enqueue: number | null;
}

/** The plan must pay for analyses (400); that it is this holder's was checked by the authorization hook. */
async function requireAnalysisPlan(tx: Db, planId: number): Promise<AnalysisPlanType> {
  const typePlan = await findPlanType(tx, planId);
  if (typePlan === null) throw notFound(MESSAGES.planNotFound);
  if (!(ANALYSIS_PLAN_TYPES as readonly string[]).includes(typePlan))
    throw new HttpError(400, MESSAGES.planNotAnalysis);
  return typePlan as AnalysisPlanType;
}

/**
 * Starts an analysis in one transaction (contract: src/contract/analyses.ts): an Idempotency-Key replays the first
 * answer (http/with-idempotency.ts); an analysis of the same type still running is answered again; otherwise a new
 * one is created and one unit of its plan consumed (402 and nothing created when the balance is at zero).
 */
export async function startAnalysis(
  db: Db,
  params: StartAnalysisParams,
  userId: string,
  key: string | null,
  /** Records the start (audit trail) in the same transaction; called only when a new analysis is created. */
  onStarted?: (
    tx: Db,
    started: { documentNumber: string; typePlan: AnalysisPlanType; analysisId: number },
  ) => Promise<void>,
): Promise<StartOutcome> {
  const scope = key ? { organizationId: params.orgId, userId, key } : null;
  const requestHash = createHash('sha256')
    .update(`analytics:${params.holderId}:${params.consumeUniqueId}:${params.planId}`)
    .digest('hex');
  const replay = (stored: { statusCode: number; body: unknown }): StartOutcome => ({
    statusCode: stored.statusCode === 201 ? 201 : 200,
    body: stored.body as StartAnalysisResponse,
    enqueue: null,
  });
  return withIdempotency(db, { scope, requestHash, replay }, async (tx): Promise<StartOutcome> => {
    const item = await findItem(tx, params.consumeUniqueId);
    if (!item) throw notFound(MESSAGES.itemNotFound);
    const typePlan = await requireAnalysisPlan(tx, params.planId);
    // Serialise starts on one item, so a double click finds the first analysis running.
    await lockItem(tx, params.consumeUniqueId);
    const running = await findRunningAnalysis(tx, Number(item.id), analysisTypeOf(typePlan));
    if (running) {
      const register = { userPlanConsumeAnalyticsId: Number(running.id), status: running.status, created: false };
      return { statusCode: 200, body: { register }, enqueue: null };
    }
    const { holderId, orgId: organizationId, planId } = params;
    const id = await insertAnalysis(tx, {
      itemId: Number(item.id),
      organizationId,
      holderId,
      planId,
      typePlan,
      userId,
    });
    await payPlanUnit(tx, {
      holderId,
      organizationId,
      typePlan,
      planId,
      consumeUniqueId: Number(item.id),
      analysisId: id,
      userId,
    });
    await touchItem(tx, Number(item.id));
    await onStarted?.(tx, { documentNumber: item.document_number, typePlan, analysisId: id });
    return {
      statusCode: 201,
      body: { register: { userPlanConsumeAnalyticsId: id, status: 'PROCESSING', created: true } },
      enqueue: id,
    };
  });
}
