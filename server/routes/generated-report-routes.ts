import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { REPORT_TYPE_LABELS } from '../../src/contract/constants/reports.ts';
import { generatedReportEndpoints } from '../../src/contract/endpoints/generated-reports.ts';
import type { Report as ReportType } from '../../src/contract/reports-v2.ts';
import { recordAudit, recordAuditAlone } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { requireReportRequest } from '../http/rule-errors.ts';
import { withIdempotency } from '../http/with-idempotency.ts';
import {
  findReport,
  findReportFile,
  insertReport,
  listReports,
  requeueReport,
} from '../repositories/generated-reports.ts';
import { REPORT_CONTENT_TYPES } from '../reports/report-files.ts';
import { reportView } from '../reports/report-view.ts';
import { canSeeReportType, visibleReportTypes } from '../reports/report-visibility.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import type { FastifyRequest } from 'fastify';

const TAGS = ['relatórios'];

const visibleTypes = (request: FastifyRequest) => visibleReportTypes(request.membership?.profile);

/** A report of a type the caller may not see answers 403, like another organization's. */
function requireVisible(request: FastifyRequest, type: ReportType['type']): void {
  if (!canSeeReportType(request.membership?.profile, type)) throw new HttpError(403, MESSAGES.profileNotAllowed);
}

/** How the trail names a report: its type and format (the file itself carries party names, hence the record). */
const reportLabel = (report: Pick<ReportType, 'type' | 'format'>): string =>
  `Relatório: ${REPORT_TYPE_LABELS[report.type]} (${report.format})`;

/** Generated reports v2 (contract src/contract/reports-v2.ts). */
export const generatedReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const send = app.jobs.send;
  route(
    app,
    generatedReportEndpoints.listReports,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Relatórios gerados da organização (10 por página, mais recentes primeiro)',
    },
    async (request) => {
      const page = request.query.page ?? 0;
      const { rows, total } = await listReports(
        app.db,
        request.params.orgId,
        visibleTypes(request),
        PAGE_SIZE,
        page * PAGE_SIZE,
      );
      return { result: rows.map(reportView), total };
    },
  );

  route(
    app,
    generatedReportEndpoints.requestReport,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 422],
      summary: 'Pede um relatório (gerado em segundo plano)',
    },
    async (request, reply) => {
      const valid = requireReportRequest(request.body);
      requireVisible(request, valid.type);
      const userId = requireAuth(request).user.id;
      const organizationId = request.params.orgId;
      const key = idempotencyKey(request.headers['idempotency-key']);
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify(['report', organizationId, valid.type, valid.format, valid.from, valid.to, valid.filters]),
        )
        .digest('hex');
      const answer = await withIdempotency(
        app.db,
        {
          scope: key ? { organizationId, userId, key } : null,
          requestHash,
          replay: (stored) => ({ statusCode: stored.statusCode, body: stored.body as ReportType }),
        },
        async (tx) => {
          const row = await insertReport(tx, {
            organizationId,
            requestedBy: userId,
            type: valid.type,
            format: valid.format,
            from: valid.from,
            to: valid.to,
            filters: valid.filters,
            description: valid.description,
          });
          await send('generated-report', { reportId: row.id }, { db: tx });
          await recordAudit(tx, request, {
            organizationId,
            action: 'REPORT_REQUESTED',
            targetLabel: reportLabel(valid),
            after: { reportId: row.id, from: valid.from ?? null, to: valid.to ?? null },
          });
          return { statusCode: 202, body: reportView(row) };
        },
      );
      return reply.code(202).send(answer.body);
    },
  );

  route(
    app,
    generatedReportEndpoints.downloadReport,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404, 409],
      summary: 'Baixa o arquivo de um relatório pronto (409 enquanto é gerado)',
    },
    async (request, reply) => {
      const report = await findReport(app.db, request.params.reportId);
      if (!report) throw new HttpError(404, MESSAGES.reportNotFound);
      requireVisible(request, report.type);
      if (report.status === 'QUEUED' || report.status === 'PROCESSING')
        throw new HttpError(409, MESSAGES.generatedReportPending);
      const file = report.status === 'READY' ? await findReportFile(app.db, report.id) : null;
      if (!file)
        throw new HttpError(409, MESSAGES.generatedReportFailed(report.reason ?? MESSAGES.reportGenerationFailed));
      await recordAuditAlone(app.db, request, {
        organizationId: request.params.orgId,
        action: 'DOWNLOAD',
        targetLabel: file.file_name,
        after: { reportId: report.id },
      });
      return reply
        .type(REPORT_CONTENT_TYPES[report.format])
        .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );

  route(
    app,
    generatedReportEndpoints.retryReport,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404, 409],
      summary: 'Gera de novo um relatório que falhou',
    },
    async (request, reply) => {
      const report = await findReport(app.db, request.params.reportId);
      if (!report) throw new HttpError(404, MESSAGES.reportNotFound);
      requireVisible(request, report.type);
      const requeued = await app.db.transaction(async (tx) => {
        const row = await requeueReport(tx, report.id);
        if (row) {
          await send('generated-report', { reportId: row.id }, { db: tx });
          await recordAudit(tx, request, {
            organizationId: request.params.orgId,
            action: 'REPORT_REQUESTED',
            targetLabel: reportLabel(row),
            after: { reportId: row.id, retry: true },
          });
        }
        return row;
      });
      if (!requeued) throw new HttpError(409, MESSAGES.reportRetryNotFailed);
      return reply.code(202).send(reportView(requeued));
    },
  );
};
