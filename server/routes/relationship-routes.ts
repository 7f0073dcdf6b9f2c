import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  classifyDocumentNumber,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from '../../src/contract/brazil-document.ts';
import { ANALYSIS_STATUS_LABELS } from '../../src/contract/constants/analyses.ts';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { isMaskedCpf } from '../../src/contract/constants/relationships.ts';
import { relationshipEndpoints } from '../../src/contract/endpoints/relationships.ts';
import type { RelationshipGraphResponse } from '../../src/contract/relationships.ts';
import type { RelationshipV2Body } from '../../src/contract/relationships-v2.ts';
import { documentTarget, recordAudit, recordAuditAlone } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { emptyGraph } from '../relationships/stored-graph.ts';
import { expandNode, requireDone } from '../relationships/expand-node.ts';
import { createGraphAnswerCache, pickEncoding } from '../relationships/graph-answer-cache.ts';
import { analysisView, detailView } from '../relationships/relationship-view.ts';
import { parentCompanies, qsaLookup } from '../relationships/direct-lookups.ts';
import { startRelationship } from '../relationships/start-relationship.ts';
import {
  findItemRelationshipAnalysis,
  findRelationshipAnalysis,
  loadGraph,
  markRelationshipRetry,
  type RelationshipAnalysisRow,
} from '../repositories/relationships.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['relacionamentos'];
const READ_ERRORS = [...ORG_ROUTE_ERRORS, 404] as const;
const V2_ACCESS = member({
  organization: 'body.organizationId',
  holder: 'body.holderId',
  profiles: COMPLIANCE_PROFILES,
});

/** A CPF/CNPJ with valid check digits, or a masked CPF as the graph shows it; 400 'Documento inválido' otherwise. */
function requireDocument(raw: string, type: 'CPF' | 'CNPJ'): string {
  if (type === 'CPF' && isMaskedCpf(raw.trim())) return normalizeDocument(raw);
  const kind = classifyDocumentNumber(raw);
  if (kind === 'UNRECOGNIZED' || !(kind === 'CPF' ? isValidCpf(raw) : isValidCnpj(raw)))
    throw new HttpError(400, MESSAGES.invalidDocument);
  if (kind !== type) throw new HttpError(400, MESSAGES.documentTypeMismatch);
  return normalizeDocument(raw);
}

export const relationshipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const source = app.relationshipSource;
  const send = app.jobs.send;
  const graphAnswers = createGraphAnswerCache();
  const analysisOf = async (id: number): Promise<RelationshipAnalysisRow> => {
    const row = await findRelationshipAnalysis(app.db, id);
    if (!row) throw notFound(MESSAGES.relationshipNotFound);
    return row;
  };

  route(
    app,
    relationshipEndpoints.startRelationshipAnalysis,
    {
      access: member({ profiles: COMPLIANCE_PROFILES }),
      tags: TAGS,
      errors: [...READ_ERRORS, 402, 422],
      summary: 'Inicia a análise de relacionamentos do documento (uma unidade de Análise premium, uma vez)',
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const outcome = await startRelationship(
        app.db,
        source,
        request.params,
        requireAuth(request).user.id,
        key,
        async (tx, analysisId, documentNumber) => {
          await send('relationship-analysis', { analysisId }, { db: tx });
          await recordAudit(tx, request, {
            organizationId: request.params.orgId,
            action: 'RELATIONSHIP_ANALYSIS_STARTED',
            ...documentTarget(documentNumber),
            after: { analysisId },
          });
        },
      );
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );

  route(
    app,
    relationshipEndpoints.getItemRelationship,
    {
      access: member(),
      tags: TAGS,
      errors: READ_ERRORS,
      summary: 'A análise de relacionamentos mais recente do documento (ou null)',
    },
    async (request) => {
      const row = await findItemRelationshipAnalysis(app.db, request.params.consumeUniqueId);
      return { register: row ? analysisView(row) : null };
    },
  );

  route(
    app,
    relationshipEndpoints.getRelationshipGraph,
    {
      access: member(),
      tags: TAGS,
      errors: READ_ERRORS,
      summary: 'O grafo da análise: entidades, relações do QSA e riscos',
    },
    async (request, reply) => {
      const row = await analysisOf(request.params.relationshipAnalysisId);
      // Already JSON (graph-answer-cache.ts), which Fastify sends as it is; the schema above still documents it.
      const answer = await graphAnswers.answer(app.db, row, analysisView(row), request.params.orgId);
      reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
      const coding = answer.encoded ? pickEncoding(request.headers['accept-encoding']) : null;
      if (coding && answer.encoded) reply.header('content-encoding', coding);
      const sent = coding && answer.encoded ? answer.encoded[coding] : answer.json;
      return reply.send(sent as unknown as RelationshipGraphResponse);
    },
  );

  const expansions = [
    [relationshipEndpoints.expandCompanyQsa, 'qsa'],
    [relationshipEndpoints.expandPartnerCompanies, 'relations'],
  ] as const;
  for (const [endpoint, direction] of expansions) {
    route(
      app,
      endpoint,
      {
        access: member(),
        tags: TAGS,
        errors: [...READ_ERRORS, 409],
        summary:
          direction === 'qsa'
            ? 'Expande um nó: o quadro societário da empresa'
            : 'Expande um nó: as empresas em que a entidade é sócia',
      },
      async (request) => {
        const { relationshipAnalysisId: analysisId, entityId } = request.params;
        return { register: await expandNode(app.db, source, { analysisId, entityId, direction }, request.log) };
      },
    );
  }

  route(
    app,
    relationshipEndpoints.lookupQsa,
    {
      access: member(),
      tags: TAGS,
      errors: READ_ERRORS,
      summary: 'Quadro societário (nível direto) de uma empresa consultada pela organização',
    },
    async (request) => {
      const documentNumber = requireDocument(request.params.documentNumber, 'CNPJ');
      const register = await qsaLookup(app.db, source, request.params.orgId, documentNumber, request.log);
      await recordAuditAlone(app.db, request, {
        organizationId: request.params.orgId,
        action: 'QSA_LOOKUP',
        ...documentTarget(documentNumber),
      });
      return { register };
    },
  );

  route(
    app,
    relationshipEndpoints.lookupParentCompanies,
    {
      access: member({ organization: 'body.organizationId', holder: 'body.holderId' }),
      tags: TAGS,
      errors: READ_ERRORS,
      summary: 'Empresas em que um CPF ou CNPJ consultado pela organização é sócio (404 se não foi consultado)',
    },
    async (request) => {
      const kind = classifyDocumentNumber(request.body.documentNumber);
      if (kind === 'UNRECOGNIZED') throw new HttpError(400, MESSAGES.invalidDocument);
      const documentNumber = requireDocument(request.body.documentNumber, kind);
      const register = await parentCompanies(app.db, source, request.body.organizationId, documentNumber, request.log);
      await recordAuditAlone(app.db, request, {
        organizationId: request.body.organizationId,
        action: 'PARTNER_COMPANIES_LOOKUP',
        ...documentTarget(documentNumber),
      });
      return { register };
    },
  );

  /** The analysis of a v2 call, with the body's plan and document checked against it. */
  const v2Analysis = async (id: number, body: RelationshipV2Body): Promise<RelationshipAnalysisRow> => {
    const row = await analysisOf(id);
    if (body.planId !== Number(row.plan_id)) throw new HttpError(400, MESSAGES.relationshipPlanMismatch);
    return row;
  };

  route(
    app,
    relationshipEndpoints.getRelationshipDetail,
    {
      access: V2_ACCESS,
      tags: TAGS,
      errors: [...READ_ERRORS, 409],
      summary: 'Totais da análise; retry=true refaz uma análise que falhou (sem novo consumo)',
    },
    async (request, reply) => {
      const row = await v2Analysis(request.params.relationshipAnalysisId, request.body);
      if (requireDocument(request.body.documentNumber, request.body.documentType) !== row.document_number)
        throw new HttpError(400, MESSAGES.notAnalysisDocument);
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
    },
  );

  const v2Expansions = [
    [relationshipEndpoints.expandEntityQsa, 'qsa'],
    [relationshipEndpoints.expandEntityPartnerCompanies, 'relations'],
  ] as const;
  for (const [endpoint, direction] of v2Expansions) {
    route(
      app,
      endpoint,
      {
        access: V2_ACCESS,
        tags: TAGS,
        errors: [...READ_ERRORS, 409],
        summary: `${direction === 'qsa' ? 'Quadro societário' : 'Empresas em que é sócia'} de uma entidade da análise; retry=true consulta de novo uma que falhou`,
      },
      async (request) => {
        const row = await v2Analysis(request.params.relationshipAnalysisId, request.body);
        requireDone(row);
        const { documentType, documentNumber, entityId } = request.body;
        const wanted = requireDocument(documentNumber, documentType);
        let id = entityId;
        if (!id) {
          const graph = await loadGraph(app.db, row.id);
          id = [...graph.entities.values()].find(
            (e) => e.documentType === documentType && normalizeDocument(e.documentNumber) === wanted,
          )?.id;
        }
        if (!id) throw notFound(MESSAGES.entityNotInGraph);
        return {
          register: await expandNode(
            app.db,
            source,
            { analysisId: row.id, entityId: id, direction, retry: request.query.retry === true },
            request.log,
          ),
        };
      },
    );
  }
};
