import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reportEndpoints } from '../../src/contract/endpoints/reports.ts';
import { EXPLAIN_SIZE } from '../../src/contract/constants/reports.ts';
import { documentTarget, recordAudit } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { startOfBrazilDay, todayInBrazil } from '../domain/calendar.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findOrganizationName } from '../repositories/organizations.ts';
import { aggregateConsumption } from '../repositories/plan-consumption.ts';
import { explainCsv, explainPdf, explainRows } from '../reports/explain-export.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { requireLookedUpDocument } from './search-routes.ts';
import type { ExplainBody as ExplainBodyType } from '../../src/contract/reports.ts';
import type { FastifyRequest } from 'fastify';

const TAGS = ['relatórios'];
const ERRORS = [...ORG_ROUTE_ERRORS, 409] as const;

async function explainInput(request: FastifyRequest, body: ExplainBodyType) {
  const documents: string[] = [];
  for (const term of body.expression.terms) {
    const { number } = await requireLookedUpDocument(request.server.db, body.organizationId, term);
    if (!documents.includes(number)) documents.push(number);
  }
  const rows = await explainRows(
    request.server.db,
    body.organizationId,
    documents,
    body.from ?? 0,
    body.size ?? EXPLAIN_SIZE,
  );
  return { documents, rows, day: todayInBrazil() };
}

/** One EXPORT event per document the file lists (the filter by document finds each). */
async function recordExport(
  request: FastifyRequest<{ Body: ExplainBodyType }>,
  documents: readonly string[],
  label: string,
): Promise<void> {
  await request.server.db.transaction(async (tx) => {
    for (const number of documents) {
      await recordAudit(tx, request, {
        organizationId: request.body.organizationId,
        action: 'EXPORT',
        targetLabel: label,
        ...documentTarget(number),
      });
    }
  });
}

const fileName = (documents: readonly string[], day: string, ext: string) =>
  `explicacao-${documents[0] ?? 'consulta'}-${day}.${ext}`;

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    reportEndpoints.explainCsv,
    {
      access: member({ organization: 'body.organizationId' }),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Exporta a explicação da consulta em CSV',
    },
    async (request, reply) => {
      const { documents, rows, day } = await explainInput(request, request.body);
      await recordExport(request, documents, 'Explicação da consulta (CSV)');
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName(documents, day, 'csv')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(explainCsv(rows));
    },
  );

  route(
    app,
    reportEndpoints.explainPdf,
    {
      access: member({ organization: 'body.organizationId' }),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Exporta a explicação da consulta em PDF',
    },
    async (request, reply) => {
      const { documents, rows, day } = await explainInput(request, request.body);
      await recordExport(request, documents, 'Explicação da consulta (PDF)');
      const organizationName = await findOrganizationName(app.db, request.body.organizationId);
      const pdf = await explainPdf(rows, documents, organizationName ?? '', day);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName(documents, day, 'pdf')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  route(
    app,
    reportEndpoints.getMonthConsumption,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Consumo do titular na organização em uma competência (AAAA-MM)',
    },
    async (request) => {
      const { holderId, orgId } = request.params;
      const { competence, organizationId } = request.body;
      if (organizationId !== orgId) throw new HttpError(400, MESSAGES.organizationMismatch);
      const [year, month] = competence.split('-').map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      const totals = await aggregateConsumption(
        app.db,
        holderId,
        orgId,
        startOfBrazilDay(`${competence}-01`),
        startOfBrazilDay(`${next}-01`),
      );
      return { competence, organizationId, holderId, ...totals };
    },
  );
};
