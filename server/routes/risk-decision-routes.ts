import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { relationshipEndpoints } from '../../src/contract/endpoints/relationships.ts';
import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import { documentTarget, recordAudit } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { requireDone } from '../relationships/expand-node.ts';
import { visibleRisks } from '../relationships/relationship-view.ts';
import { riskDecisionView } from '../relationships/risk-decision-view.ts';
import { riskFingerprint } from '../relationships/risk-fingerprint.ts';
import { findRelationshipAnalysis, loadGraphEntity } from '../repositories/relationships.ts';
import { findLatestRiskDecision, insertRiskDecision } from '../repositories/risk-decisions.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const DECISION_LABELS = { CONFIRMED: 'Confirmado', DISMISSED: 'Descartado' } as const;

/**
 * Decisions on hits: an analyst confirms or dismisses a hit of the graph. Its own file: it writes the organization's
 * decisions (migration 0026), not the graph; the graph answer reads them (graph-answer-cache.ts).
 */
export const riskDecisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    relationshipEndpoints.decideRisk,
    {
      access: member({ profiles: COMPLIANCE_PROFILES }),
      tags: ['relacionamentos'],
      errors: [...ORG_ROUTE_ERRORS, 404, 409],
      summary: 'Confirma ou descarta um risco (hit) de uma entidade do grafo, com o motivo',
    },
    async (request) => {
      const { orgId, relationshipAnalysisId } = request.params;
      const { entityId, riskId, decision } = request.body;
      // The schema counts characters; spaces alone are no reason.
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw new HttpError(400, MESSAGES.riskDecisionReasonBlank);
      const analysis = await findRelationshipAnalysis(app.db, relationshipAnalysisId);
      if (!analysis) throw notFound(MESSAGES.relationshipNotFound);
      requireDone(analysis);
      const entity = await loadGraphEntity(app.db, analysis.id, entityId);
      if (!entity) throw notFound(MESSAGES.entityNotInGraph);
      // Only what this organization is shown may be decided on (protests are for some organizations only).
      const risk = visibleRisks(entity.risks, orgId)?.find((entry) => entry.id === riskId);
      if (!risk) throw notFound(MESSAGES.riskNotInEntity);
      const row = await app.db.transaction(async (tx) => {
        const before = await findLatestRiskDecision(tx, orgId, entityId, riskId);
        const inserted = await insertRiskDecision(tx, {
          organizationId: orgId,
          analysisId: analysis.id,
          entityId,
          riskId,
          decision,
          reason,
          userId: requireAuth(request).user.id,
          fingerprint: riskFingerprint(risk),
        });
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'RISK_DECISION_RECORDED',
          targetLabel: `${DECISION_LABELS[decision]}: ${entity.name} — ${riskId}`,
          // A masked CPF has no number to filter the trail by.
          ...(entity.masked ? {} : documentTarget(normalizeDocument(entity.documentNumber))),
          before: before ? { decision: before.decision, reason: before.reason } : null,
          after: { analysisId: analysis.id, entityId, riskId, decision, reason },
        });
        return inserted;
      });
      return { register: { entityId, riskId, decision: riskDecisionView(row) } };
    },
  );
};
