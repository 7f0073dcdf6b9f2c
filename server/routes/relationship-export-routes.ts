import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { relationshipEndpoints } from '../../src/contract/endpoints/relationships.ts';
import { documentTarget, recordAuditAlone } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findRelationshipAnalysis } from '../repositories/relationships.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const EXPORT_LABELS = { CSV: 'Grafo de relacionamentos (CSV)', PDF: 'Grafo de relacionamentos (PDF)' } as const;

/**
 * The graph's CSV/PDF is made on the device from the graph it already holds (it works offline), so no server call
 * serves the file: the PWA reports each export here for the audit trail. Its own file, apart from
 * relationship-routes.ts, because it changes nothing but the trail.
 */
export const relationshipExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    relationshipEndpoints.recordGraphExport,
    {
      access: member(),
      tags: ['relacionamentos'],
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Registra na trilha de auditoria uma exportação do grafo (CSV ou PDF, feita no aparelho)',
    },
    async (request, reply) => {
      const analysis = await findRelationshipAnalysis(app.db, request.params.relationshipAnalysisId);
      if (!analysis) throw notFound(MESSAGES.relationshipNotFound);
      await recordAuditAlone(app.db, request, {
        organizationId: request.params.orgId,
        action: 'EXPORT',
        targetLabel: EXPORT_LABELS[request.body.format],
        ...documentTarget(analysis.document_number),
        after: { analysisId: analysis.id, rows: request.body.rows },
      });
      return reply.code(204).send(null);
    },
  );
};
