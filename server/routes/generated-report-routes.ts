import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrgParams } from '../../src/contract/common.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { canSeeBilling } from '../../src/contract/constants/profiles.ts';
import { BILLING_REPORT_TYPES, REPORT_TYPE_LABELS, REPORT_TYPES } from '../../src/contract/constants/reports.ts';
import { Report, ReportList, ReportListQuery, ReportParams, ReportRequest } from '../../src/contract/reports-v2.ts';
import type { Report as ReportType } from '../../src/contract/reports-v2.ts';
import { recordAudit, recordAuditAlone } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { MESSAGES } from '../http/messages.ts';
import { requireReportRequest } from '../http/rule-errors.ts';
import { withIdempotency } from '../http/with-idempotency.ts';
import { findReport, findReportFile, insertReport, listReports, requeueReport } from '../repositories/generated-reports.ts';
import type { SendJob } from '../jobs/job-queue.ts';
import { REPORT_CONTENT_TYPES } from '../reports/report-files.ts';
import { reportView } from '../reports/report-view.ts';
import { BEARER_SECURITY, CSV_MEDIA_TYPE, errorResponses, fileResponse, ORG_ROUTE_ERRORS, PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE } from './route-schemas.ts';
import type { FastifyRequest } from 'fastify';

const TAGS = ['relatórios'];
const Binary = fileResponse('Arquivo do relatório (PDF, CSV ou XLSX)', [PDF_MEDIA_TYPE, CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE]);

/** The report types the caller may see: CONSUMPTION only for BILLING_PROFILES. */
const visibleTypes = (request: FastifyRequest) =>
  request.membership && canSeeBilling(request.membership.profile) ? REPORT_TYPES : REPORT_TYPES.filter((t) => !BILLING_REPORT_TYPES.includes(t));

/** A report of a type the caller may not see answers 403, like another organization's. */
function requireVisible(request: FastifyRequest, type: ReportType['type']): void {
  if (!visibleTypes(request).includes(type)) throw new HttpError(403, MESSAGES.profileNotAllowed);
}

/** How the trail names a report: its type and format (the file itself carries party names, hence the record). */
const reportLabel = (report: Pick<ReportType, 'type' | 'format'>): string => `Relatório: ${REPORT_TYPE_LABELS[report.type]} (${report.format})`;

/** Generated reports v2 (issue 18; contract src/contract/reports-v2.ts). */
export const generatedReportRoutes = (send: SendJob): FastifyPluginAsyncTypebox => async (app) => {
  app.get('/v2/organization/:orgId/report', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Relatórios gerados da organização (10 por página, mais recentes primeiro)', security: BEARER_SECURITY,
      params: OrgParams, querystring: ReportListQuery, response: { 200: ReportList, ...errorResponses(...ORG_ROUTE_ERRORS) },
    },
  }, async (request) => {
    const page = request.query.page ?? 0;
    const { rows, total } = await listReports(app.db, request.params.orgId, visibleTypes(request), PAGE_SIZE, page * PAGE_SIZE);
    return { result: rows.map(reportView), total };
  });

  app.post('/v2/organization/:orgId/report', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Pede um relatório (gerado em segundo plano)', security: BEARER_SECURITY,
      params: OrgParams, body: ReportRequest, response: { 202: Report, ...errorResponses(...ORG_ROUTE_ERRORS, 422) },
    },
  }, async (request, reply) => {
    const valid = requireReportRequest(request.body);
    requireVisible(request, valid.type);
    const userId = requireAuth(request).user.id;
    const organizationId = request.params.orgId;
    const key = idempotencyKey(request.headers['idempotency-key']);
    const requestHash = createHash('sha256').update(JSON.stringify(['report', organizationId, valid.type, valid.format, valid.from, valid.to, valid.filters])).digest('hex');
    const answer = await withIdempotency(app.db, {
      scope: key ? { organizationId, userId, key } : null,
      requestHash,
      replay: (stored) => ({ statusCode: stored.statusCode, body: stored.body as ReportType }),
    }, async (tx) => {
      const row = await insertReport(tx, { organizationId, requestedBy: userId, type: valid.type, format: valid.format, from: valid.from, to: valid.to, filters: valid.filters, description: valid.description });
      await send('generated-report', { reportId: row.id }, { db: tx });
      await recordAudit(tx, request, {
        organizationId, action: 'REPORT_REQUESTED', targetLabel: reportLabel(valid),
        after: { reportId: row.id, from: valid.from ?? null, to: valid.to ?? null },
      });
      return { statusCode: 202, body: reportView(row) };
    });
    return reply.code(202).send(answer.body);
  });

  app.get('/v2/organization/:orgId/report/:reportId/download', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Baixa o arquivo de um relatório pronto (409 enquanto é gerado)', security: BEARER_SECURITY,
      params: ReportParams, response: { 200: Binary, ...errorResponses(...ORG_ROUTE_ERRORS, 404, 409) },
    },
  }, async (request, reply) => {
    const report = await findReport(app.db, request.params.reportId);
    if (!report) throw new HttpError(404, MESSAGES.reportNotFound);
    requireVisible(request, report.type);
    if (report.status === 'QUEUED' || report.status === 'PROCESSING') throw new HttpError(409, MESSAGES.generatedReportPending);
    const file = report.status === 'READY' ? await findReportFile(app.db, report.id) : null;
    if (!file) throw new HttpError(409, MESSAGES.generatedReportFailed(report.reason ?? MESSAGES.reportGenerationFailed));
    await recordAuditAlone(app.db, request, {
      organizationId: request.params.orgId, action: 'DOWNLOAD', targetLabel: file.file_name, after: { reportId: report.id },
    });
    return reply
      .type(REPORT_CONTENT_TYPES[report.format])
      .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.content));
  });

  app.post('/v2/organization/:orgId/report/:reportId/retry', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Gera de novo um relatório que falhou', security: BEARER_SECURITY,
      params: ReportParams, response: { 202: Report, ...errorResponses(...ORG_ROUTE_ERRORS, 404, 409) },
    },
  }, async (request, reply) => {
    const report = await findReport(app.db, request.params.reportId);
    if (!report) throw new HttpError(404, MESSAGES.reportNotFound);
    requireVisible(request, report.type);
    const requeued = await app.db.transaction(async (tx) => {
      const row = await requeueReport(tx, report.id);
      if (row) {
        await send('generated-report', { reportId: row.id }, { db: tx });
        await recordAudit(tx, request, {
          organizationId: request.params.orgId, action: 'REPORT_REQUESTED', targetLabel: reportLabel(row), after: { reportId: row.id, retry: true },
        });
      }
      return row;
    });
    if (!requeued) throw new HttpError(409, MESSAGES.reportRetryNotFailed);
    return reply.code(202).send(reportView(requeued));
  });
};
