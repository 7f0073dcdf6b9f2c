import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { analysisEndpoints } from '../../src/contract/endpoints/analyses.ts';
import { buildDetail, buildMetric } from '../analysis/analysis-view.ts';
import { analysisView, loadAnalysisContext, referenceDay } from '../analysis/load-analysis.ts';
import { startAnalysis } from '../analysis/start-analysis.ts';
import { documentTarget, recordAudit, recordAuditAlone } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member, PUBLIC } from '../auth/access.ts';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { forbidden, HttpError, notFound } from '../http/http-error.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findAnalysis, loadReport, type AnalysisRow } from '../repositories/analyses.ts';
import { findItemDocumentNumber } from '../repositories/monitored-documents.ts';
import { listAnalysisProcesses } from '../repositories/document-processes.ts';
import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['análises'];
const ERRORS = [...ORG_ROUTE_ERRORS, 404, 409] as const;
const conflict = (message: string) => new HttpError(409, message);

function requireDone(analysis: AnalysisRow): void {
  if (analysis.status === 'PROCESSING') throw conflict(MESSAGES.analysisProcessing);
  if (analysis.status === 'ERROR') throw conflict(MESSAGES.analysisFailed);
}

function requireReport(analysis: AnalysisRow): void {
  if (analysis.type === 'BASIC') throw conflict(MESSAGES.reportNotIncluded);
  if (analysis.status_report === 'ERROR' || analysis.status === 'ERROR') throw conflict(MESSAGES.reportFailed);
  if (analysis.status_report !== 'READY') throw conflict(MESSAGES.reportNotReady);
}

export const reportFileName = (documentNumber: string, day: string): string =>
  `relatorio-risco-${formatDocumentNumber(documentNumber).replace(/[^0-9A-Z]+/g, '-')}-${day}.pdf`;

export const analysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const send = app.jobs.send;
  const links = app.reportLinks;
  /** The analysis the authorization hook found in the path (404 only if it vanished since). */
  const analysisOf = async (analysisId: number): Promise<AnalysisRow> => {
    const analysis = await findAnalysis(app.db, analysisId);
    if (!analysis) throw notFound(MESSAGES.analysisNotFound);
    return analysis;
  };

  route(
    app,
    analysisEndpoints.startAnalysis,
    {
      access: member({ profiles: COMPLIANCE_PROFILES }),
      tags: TAGS,
      errors: [...ERRORS, 402, 422],
      summary: 'Inicia uma análise básica ou premium do documento (consome uma unidade do plano)',
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const outcome = await startAnalysis(
        app.db,
        request.params,
        requireAuth(request).user.id,
        key,
        async (tx, started) => {
          await recordAudit(tx, request, {
            organizationId: request.params.orgId,
            action: 'ANALYSIS_STARTED',
            ...documentTarget(started.documentNumber),
            after: { typePlan: started.typePlan, analysisId: started.analysisId },
          });
          // Queued in the transaction that creates the analysis: both exist, or neither.
          await send('analysis', { analysisId: started.analysisId }, { db: tx });
        },
      );
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );

  route(
    app,
    analysisEndpoints.getAnalysis,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'A análise: situação, resumo por categoria e links do relatório',
    },
    async (request) => {
      const context = await loadAnalysisContext(app.db, request.params.analysisId);
      if (!context) throw notFound(MESSAGES.analysisNotFound);
      return { register: analysisView(context, links) };
    },
  );

  route(
    app,
    analysisEndpoints.getAnalysisDetail,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Totais e processos de uma categoria da análise (from = 10·(página−1), size 10)',
    },
    async (request) => {
      const analysis = await analysisOf(request.params.analysisId);
      requireDone(analysis);
      const { from = 0, size = 10, typeRisk = 'ALL', active } = request.query;
      const snapshot = await listAnalysisProcesses(app.db, Number(analysis.id));
      return { register: buildDetail(snapshot, { typeRisk, from, size, active }) };
    },
  );

  route(
    app,
    analysisEndpoints.getAnalysisMetric,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Processos e valores por ano e por mês (active=true|false filtra a situação)',
    },
    async (request) => {
      const analysis = await analysisOf(request.params.analysisId);
      requireDone(analysis);
      const snapshot = await listAnalysisProcesses(app.db, Number(analysis.id));
      return {
        register: buildMetric(snapshot, request.query.typeRisk ?? 'ALL', request.query.active, referenceDay(analysis)),
      };
    },
  );

  /** `request` = a signed-in download, recorded in the audit trail (the signed link has no person to record). */
  const sendReport = async (analysis: AnalysisRow, reply: FastifyReply, request?: FastifyRequest) => {
    requireReport(analysis);
    const content = await loadReport(app.db, Number(analysis.id));
    if (!content) throw conflict(MESSAGES.reportNotReady);
    const documentNumber = await findItemDocumentNumber(app.db, Number(analysis.consume_unique_id));
    const name = reportFileName(documentNumber ?? 'documento', referenceDay(analysis));
    if (request) {
      await recordAuditAlone(app.db, request, {
        organizationId: analysis.organization_id,
        action: 'DOWNLOAD',
        targetLabel: 'Relatório da análise (PDF)',
        ...(documentNumber ? documentTarget(documentNumber) : {}),
      });
    }
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(content));
  };

  route(
    app,
    analysisEndpoints.downloadAnalysisReport,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Relatório em PDF da análise premium (link completo, com token)',
    },
    async (request, reply) => sendReport(await analysisOf(request.params.analysisId), reply, request),
  );

  route(
    app,
    analysisEndpoints.getAnalysisReportContent,
    {
      access: PUBLIC(
        'Signed link (HMAC over id and expiry, checked below) opened by the browser without a bearer token',
      ),
      tags: TAGS,
      errors: [400, 403, 409],
      summary: 'Relatório em PDF pelo link temporário assinado (sem token)',
    },
    async (request, reply) => {
      const { analysisId } = request.params;
      if (!links.verify(analysisId, request.query.expires, request.query.signature))
        throw forbidden(MESSAGES.invalidReportLink);
      const context = await loadAnalysisContext(app.db, analysisId);
      if (!context) throw forbidden(MESSAGES.invalidReportLink);
      return sendReport(context.row, reply);
    },
  );
};
