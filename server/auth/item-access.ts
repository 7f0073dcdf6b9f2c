import type { Db } from '../db/db.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { findAnalysis, type AnalysisRow } from '../repositories/analyses.ts';
import { findItem, type ConsumeUniqueRow } from '../repositories/consume-unique.ts';

/**
 * Items and analyses are reached through /holder/{h}/organization/{o}/consumeunique/{id}[/analytics/{aid}]; the
 * route's organizationGuard has checked membership and holder. Here: the ids exist (404) and belong to that
 * holder, organization and item (403), so another firm's or holder's ids never reach a query.
 */
export async function requireItem(db: Db, params: { holderId: number; orgId: number; consumeUniqueId: number }): Promise<ConsumeUniqueRow> {
  const item = await findItem(db, params.consumeUniqueId);
  if (!item) throw notFound(MESSAGES.itemNotFound);
  if (item.holder_id !== params.holderId || item.organization_id !== params.orgId) throw forbidden(MESSAGES.itemOtherHolder);
  return item;
}

export async function requireAnalysis(
  db: Db,
  params: { holderId: number; orgId: number; consumeUniqueId: number; analysisId: number },
): Promise<AnalysisRow> {
  const analysis = await findAnalysis(db, params.analysisId);
  if (!analysis) throw notFound(MESSAGES.analysisNotFound);
  if (analysis.holder_id !== params.holderId || analysis.organization_id !== params.orgId || Number(analysis.consume_unique_id) !== params.consumeUniqueId) {
    throw forbidden(MESSAGES.analysisOtherItem);
  }
  return analysis;
}
