import { createHash } from 'node:crypto';
import { RELATIONSHIP_PLAN_TYPE } from '../../src/contract/constants/relationships.ts';
import type { StartRelationshipParams, StartRelationshipResponse } from '../../src/contract/relationships.ts';
import type { Db } from '../db/db.ts';
import { PLAN_LABELS } from '../domain/balance.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { withIdempotency } from '../http/with-idempotency.ts';
import { payPlanUnit } from '../plans/pay-plan-unit.ts';
import { findItem, lockItem, touchItem } from '../repositories/monitored-documents.ts';
import { findPayingPlan } from '../repositories/plans.ts';
import { findItemRelationshipAnalysis, insertRelationshipAnalysis } from '../repositories/relationships.ts';
import type { RelationshipSource } from './relationship-source.ts';

interface StartRelationshipOutcome {
  statusCode: 200 | 201;
  body: StartRelationshipResponse;
  enqueue: number | null;
}

/**
 * Starts the relationship analysis of an item (contract: src/contract/relationships.ts), once: an item that already
 * has one answers it again (200, nothing consumed), under a row lock so concurrent starts find the first; an
 * Idempotency-Key replays the first answer. A new analysis and its unit of AnalisePremium are one transaction (402
 * and nothing created when the balance is at zero).
 */
export async function startRelationship(
  db: Db,
  source: RelationshipSource,
  params: StartRelationshipParams,
  userId: string,
  key: string | null,
  /** Queues the new analysis's job and records it, in the same transaction (called only when one is created). */
  onCreated?: (tx: Db, analysisId: number, documentNumber: string) => Promise<void>,
): Promise<StartRelationshipOutcome> {
  const scope = key ? { organizationId: params.orgId, userId, key } : null;
  const requestHash = createHash('sha256')
    .update(`relationships:${params.holderId}:${params.consumeUniqueId}`)
    .digest('hex');
  const replay = (stored: { statusCode: number; body: unknown }): StartRelationshipOutcome => ({
    statusCode: stored.statusCode === 201 ? 201 : 200,
    body: stored.body as StartRelationshipResponse,
    enqueue: null,
  });
  return withIdempotency(db, { scope, requestHash, replay }, async (tx): Promise<StartRelationshipOutcome> => {
    const item = await findItem(tx, params.consumeUniqueId);
    if (!item) throw notFound(MESSAGES.itemNotFound);
    await lockItem(tx, params.consumeUniqueId);
    const existing = await findItemRelationshipAnalysis(tx, Number(item.id));
    if (existing) {
      return {
        statusCode: 200,
        body: { register: { businessRelationshipsId: existing.id, status: existing.status, created: false } },
        enqueue: null,
      };
    }
    const rootId = await source.resolve(item.document_number, item.document_info ?? undefined);
    if (!rootId) throw new HttpError(400, MESSAGES.invalidDocument);
    const { holderId, orgId: organizationId } = params;
    const planId = await findPayingPlan(tx, holderId, organizationId, RELATIONSHIP_PLAN_TYPE);
    if (planId === null) throw new HttpError(402, MESSAGES.noPlan(PLAN_LABELS[RELATIONSHIP_PLAN_TYPE]));
    const id = await insertRelationshipAnalysis(tx, {
      itemId: Number(item.id),
      organizationId,
      holderId,
      planId,
      typePlan: RELATIONSHIP_PLAN_TYPE,
      rootId,
      userId,
      companyData: source.companyData ?? 'demo',
    });
    await payPlanUnit(tx, {
      holderId,
      organizationId,
      typePlan: RELATIONSHIP_PLAN_TYPE,
      planId,
      consumeUniqueId: Number(item.id),
      relationshipAnalysisId: id,
      userId,
    });
    await touchItem(tx, Number(item.id));
    await onCreated?.(tx, id, item.document_number);
    return {
      statusCode: 201,
      body: { register: { businessRelationshipsId: id, status: 'PROCESSING', created: true } },
      enqueue: id,
    };
  });
}
