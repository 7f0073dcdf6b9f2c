import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrgParams } from '../../src/contract/common.ts';
import { isValidCentavos } from '../../src/contract/money.ts';
import {
  ChangeValueBody, ChangeValueResponse, OrgProcessParams, ProcessDetail, ProcessIdParams, ProcessList, ProcessListQuery,
  ProcessPathParams, ProcessUpdateBody,
} from '../../src/contract/processes.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { PROCESS_EDITOR_PROFILES } from '../../src/contract/constants/profiles.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { requireCnjQuery } from '../http/rule-errors.ts';
import { changeManualCauseValue, loadProcessDetail, updateProcess } from '../repositories/process-detail.ts';
import { listProcesses } from '../repositories/process-list.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['processos'];
const PROCESS_ERRORS = [...ORG_ROUTE_ERRORS, 404] as const;

export const processRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const detail = async (processId: number) => {
    const found = await loadProcessDetail(app.db, processId);
    if (!found) throw notFound(MESSAGES.processNotFound);
    return found;
  };

  app.get('/v1/organization/:orgId/process', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Processos da organização (10 por página, busca por número CNJ ou parte, filtros e ordenação)', security: BEARER_SECURITY,
      params: OrgParams, querystring: ProcessListQuery, response: { 200: ProcessList, ...errorResponses(...ORG_ROUTE_ERRORS) },
    },
  }, async (request) => listProcesses(app.db, request.params.orgId, request.query, requireCnjQuery(request.query.q)));

  app.get('/v1/process/:orgId/:processId', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Detalhe do processo (a = organização, b = processo)', security: BEARER_SECURITY,
      params: ProcessPathParams, response: { 200: ProcessDetail, ...errorResponses(...PROCESS_ERRORS) },
    },
  }, async (request) => detail(request.params.processId));

  app.put('/v1/process/:processId', {
    config: { access: member({ organization: { via: 'process', from: 'params.processId' }, profiles: PROCESS_EDITOR_PROFILES }) },
    schema: {
      tags: TAGS, summary: 'Atualiza arquivamento e anotações do processo (ADMIN, SUPER_ADMIN ou LAWYER)', security: BEARER_SECURITY,
      params: ProcessIdParams, body: ProcessUpdateBody, response: { 200: ProcessDetail, ...errorResponses(...PROCESS_ERRORS) },
    },
  }, async (request) => {
    await updateProcess(app.db, request.params.processId, request.body);
    return detail(request.params.processId);
  });

  app.post('/v1/organization/:orgId/process/:processId/changevalue', {
    config: { access: member({ profiles: PROCESS_EDITOR_PROFILES }) },
    schema: {
      tags: TAGS, summary: 'Define o valor da causa manual (centavos; null remove)', security: BEARER_SECURITY,
      params: OrgProcessParams, body: ChangeValueBody, response: { 200: ChangeValueResponse, ...errorResponses(...PROCESS_ERRORS) },
    },
  }, async (request) => {
    const { processId } = request.params;
    const { valueProcess } = request.body;
    if (valueProcess !== null && !isValidCentavos(valueProcess)) throw new HttpError(400, MESSAGES.causeValueInvalid);
    await changeManualCauseValue(app.db, processId, request.body.valueProcess, requireAuth(request).user.id);
    // Secret processes record the value but never show it (manualCauseValue null), as in the detail.
    return { manualCauseValue: (await detail(processId)).manualCauseValue };
  });
};
