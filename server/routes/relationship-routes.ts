import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { classifyDocumentNumber, isValidCnpj, isValidCpf, normalizeDocument } from '../../src/contract/brazil-document.ts';
import { ANALYSIS_STATUS_LABELS } from '../../src/contract/constants/analyses.ts';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { isMaskedCpf } from '../../src/contract/constants/relationships.ts';
import {
  ExpandNodeParams, ItemRelationshipParams, ItemRelationshipResponse, QsaLookupParams, QsaLookupResponse, RelationshipAnalysisParams,
  RelationshipDetailResponse, RelationshipExpansionResponse, RelationshipGraphResponse, RelationshipRetryQuery, RelationshipsParentsBody,
  RelationshipsParentsResponse, RelationshipV2Body, RelationshipV2Params, StartRelationshipParams, StartRelationshipResponse,
} from '../../src/contract/relationships.ts';
import { documentTarget, recordAudit, recordAuditAlone } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { MESSAGES } from '../http/messages.ts';
import { emptyGraph } from '../relationships/stored-graph.ts';
import { expandNode, requireDone } from '../relationships/expand-node.ts';
import type { SendJob } from '../jobs/job-queue.ts';
import type { RelationshipSource } from '../relationships/relationship-source.ts';
import { createGraphAnswerCache, pickEncoding } from '../relationships/graph-answer-cache.ts';
import { analysisView, detailView } from '../relationships/relationship-view.ts';
import { parentCompanies, qsaLookup } from '../relationships/direct-lookups.ts';
import { startRelationship } from '../relationships/start-relationship.ts';
import {
  findItemRelationshipAnalysis, findRelationshipAnalysis, loadGraph, markRelationshipRetry, type RelationshipAnalysisRow,
} from '../repositories/relationships.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['relacionamentos'];
const BR = '/v1/business-relationships/organizations/:orgId/holder/:holderId';
const SUMMARY = `${BR}/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId`;
const READ_ERRORS = [...ORG_ROUTE_ERRORS, 404] as const;
const V2_ACCESS = member({ organization: 'body.organizationId', holder: 'body.holderId', profiles: COMPLIANCE_PROFILES });

/** A CPF/CNPJ with valid check digits, or a masked CPF as the graph shows it; 400 'Documento inválido' otherwise. */
function requireDocument(raw: string, type: 'CPF' | 'CNPJ'): string {
  if (type === 'CPF' && isMaskedCpf(raw.trim())) return normalizeDocument(raw);
  const kind = classifyDocumentNumber(raw);
  if (kind === 'UNRECOGNIZED' || !(kind === 'CPF' ? isValidCpf(raw) : isValidCnpj(raw))) throw new HttpError(400, MESSAGES.invalidDocument);
  if (kind !== type) throw new HttpError(400, MESSAGES.documentTypeMismatch);
  return normalizeDocument(raw);
}

export const relationshipRoutes = (source: RelationshipSource, send: SendJob): FastifyPluginAsyncTypebox => async (app) => {
  const graphAnswers = createGraphAnswerCache();
  const analysisOf = async (id: number): Promise<RelationshipAnalysisRow> => {
    const row = await findRelationshipAnalysis(app.db, id);
    if (!row) throw notFound(MESSAGES.relationshipNotFound);
    return row;
  };

  app.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/:consumeUniqueId`, {
    config: { access: member({ profiles: COMPLIANCE_PROFILES }) },
    schema: {
      tags: TAGS, summary: 'Inicia a análise de relacionamentos do documento (uma unidade de Análise premium, uma vez)', security: BEARER_SECURITY,
      params: StartRelationshipParams, response: { 200: StartRelationshipResponse, 201: StartRelationshipResponse, ...errorResponses(...READ_ERRORS, 402, 422) },
    },
  }, async (request, reply) => {
    const key = idempotencyKey(request.headers['idempotency-key']);
    const outcome = await startRelationship(app.db, source, request.params, requireAuth(request).user.id, key, async (tx, analysisId, documentNumber) => {
      await send('relationship-analysis', { analysisId }, { db: tx });
      await recordAudit(tx, request, {
        organizationId: request.params.orgId, action: 'RELATIONSHIP_ANALYSIS_STARTED', ...documentTarget(documentNumber), after: { analysisId },
      });
    });
    return reply.code(outcome.statusCode).send(outcome.body);
  });

  app.get(`${BR}/consumeunique/:consumeUniqueId`, {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'A análise de relacionamentos mais recente do documento (ou null)', security: BEARER_SECURITY,
      params: ItemRelationshipParams, response: { 200: ItemRelationshipResponse, ...errorResponses(...READ_ERRORS) },
    },
  }, async (request) => {
    const row = await findItemRelationshipAnalysis(app.db, request.params.consumeUniqueId);
    return { register: row ? analysisView(row) : null };
  });

  app.get(`${SUMMARY}/business_relationships`, {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'O grafo da análise: entidades, relações do QSA e riscos', security: BEARER_SECURITY,
      params: RelationshipAnalysisParams, response: { 200: RelationshipGraphResponse, ...errorResponses(...READ_ERRORS) },
    },
  }, async (request, reply) => {
    const row = await analysisOf(request.params.relationshipAnalysisId);
    // Already JSON (graph-answer-cache.ts), which Fastify sends as it is; the schema above still documents it.
    const answer = await graphAnswers.answer(app.db, row, analysisView(row), request.params.orgId);
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    const coding = answer.encoded ? pickEncoding(request.headers['accept-encoding']) : null;
    if (coding && answer.encoded) reply.header('content-encoding', coding);
    const sent = coding && answer.encoded ? answer.encoded[coding] : answer.json;
    return reply.send(sent as unknown as RelationshipGraphResponse);
  });

  for (const [segment, direction] of [['organizationQSA', 'qsa'], ['relation', 'relations']] as const) {
    app.post(`${SUMMARY}/${segment}/:entityId`, {
      config: { access: member() },
      schema: {
        tags: TAGS, security: BEARER_SECURITY,
        summary: direction === 'qsa' ? 'Expande um nó: o quadro societário da empresa' : 'Expande um nó: as empresas em que a entidade é sócia',
        params: ExpandNodeParams, response: { 200: RelationshipExpansionResponse, ...errorResponses(...READ_ERRORS, 409) },
      },
    }, async (request) => {
      const { relationshipAnalysisId: analysisId, entityId } = request.params;
      return { register: await expandNode(app.db, source, { analysisId, entityId, direction }, request.log) };
    });
  }

  app.post('/v1/organizations/:orgId/qsa/:documentNumber', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Quadro societário (nível direto) de uma empresa consultada pela organização', security: BEARER_SECURITY,
      params: QsaLookupParams, response: { 200: QsaLookupResponse, ...errorResponses(...READ_ERRORS) },
    },
  }, async (request) => {
    const documentNumber = requireDocument(request.params.documentNumber, 'CNPJ');
    const register = await qsaLookup(app.db, source, request.params.orgId, documentNumber, request.log);
    await recordAuditAlone(app.db, request, { organizationId: request.params.orgId, action: 'QSA_LOOKUP', ...documentTarget(documentNumber) });
    return { register };
  });

  app.post('/v1/relationships-parents', {
    config: { access: member({ organization: 'body.organizationId', holder: 'body.holderId' }) },
    schema: {
      tags: TAGS, summary: 'Empresas em que um CPF ou CNPJ consultado pela organização é sócio (404 se não foi consultado)', security: BEARER_SECURITY,
      body: RelationshipsParentsBody, response: { 200: RelationshipsParentsResponse, ...errorResponses(...READ_ERRORS) },
    },
  }, async (request) => {
    const kind = classifyDocumentNumber(request.body.documentNumber);
    if (kind === 'UNRECOGNIZED') throw new HttpError(400, MESSAGES.invalidDocument);
    const documentNumber = requireDocument(request.body.documentNumber, kind);
    const register = await parentCompanies(app.db, source, request.body.organizationId, documentNumber, request.log);
    await recordAuditAlone(app.db, request, { organizationId: request.body.organizationId, action: 'PARTNER_COMPANIES_LOOKUP', ...documentTarget(documentNumber) });
    return { register };
  });

  /** The analysis of a v2 call, with the body's plan and document checked against it. */
  const v2Analysis = async (id: number, body: RelationshipV2Body): Promise<RelationshipAnalysisRow> => {
    const row = await analysisOf(id);
    if (body.planId !== Number(row.plan_id)) throw new HttpError(400, MESSAGES.relationshipPlanMismatch);
    return row;
  };

  app.post('/v2/analytics/userPlanConsumeBusinessRelationshipsDetail/:relationshipAnalysisId', {
    config: { access: V2_ACCESS },
    schema: {
      tags: TAGS, summary: 'Totais da análise; retry=true refaz uma análise que falhou (sem novo consumo)', security: BEARER_SECURITY,
      params: RelationshipV2Params, querystring: RelationshipRetryQuery, body: RelationshipV2Body,
      response: { 200: RelationshipDetailResponse, 202: RelationshipDetailResponse, ...errorResponses(...READ_ERRORS, 409) },
    },
  }, async (request, reply) => {
    const row = await v2Analysis(request.params.relationshipAnalysisId, request.body);
    if (requireDocument(request.body.documentNumber, request.body.documentType) !== row.document_number) throw new HttpError(400, MESSAGES.notAnalysisDocument);
    if (!request.query.retry) {
      const graph = row.status === 'DONE' ? await loadGraph(app.db, row.id) : emptyGraph();
      return { register: detailView(row, graph) };
    }
    const retried = await app.db.transaction(async (tx) => {
      const marked = await markRelationshipRetry(tx, row.id);
      if (marked) await send('relationship-analysis', { analysisId: row.id }, { db: tx });
      return marked;
    });
    if (!retried) {
      const now = await analysisOf(row.id);
      throw new HttpError(409, MESSAGES.relationshipNotFailed(ANALYSIS_STATUS_LABELS[now.status].toLowerCase()));
    }
    return reply.code(202).send({ register: detailView(await analysisOf(row.id), emptyGraph()) });
  });

  for (const [segment, direction] of [['organizationQSARelations', 'qsa'], ['relationshipsParents', 'relations']] as const) {
    app.post(`/v2/analytics/${segment}/:relationshipAnalysisId`, {
      config: { access: V2_ACCESS },
      schema: {
        tags: TAGS, security: BEARER_SECURITY,
        summary: `${direction === 'qsa' ? 'Quadro societário' : 'Empresas em que é sócia'} de uma entidade da análise; retry=true consulta de novo uma que falhou`,
        params: RelationshipV2Params, querystring: RelationshipRetryQuery, body: RelationshipV2Body,
        response: { 200: RelationshipExpansionResponse, ...errorResponses(...READ_ERRORS, 409) },
      },
    }, async (request) => {
      const row = await v2Analysis(request.params.relationshipAnalysisId, request.body);
      requireDone(row);
      const { documentType, documentNumber, entityId } = request.body;
      const wanted = requireDocument(documentNumber, documentType);
      let id = entityId;
      if (!id) {
        const graph = await loadGraph(app.db, row.id);
        id = [...graph.entities.values()].find((e) => e.documentType === documentType && normalizeDocument(e.documentNumber) === wanted)?.id;
      }
      if (!id) throw notFound(MESSAGES.entityNotInGraph);
      return { register: await expandNode(app.db, source, { analysisId: row.id, entityId: id, direction, retry: request.query.retry === true }, request.log) };
    });
  }
};
