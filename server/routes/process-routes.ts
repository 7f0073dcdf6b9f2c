import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { processEndpoints } from '../../src/contract/endpoints/processes.ts';
import { isValidCentavos } from '../../src/contract/money.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { PROCESS_EDITOR_PROFILES } from '../../src/contract/constants/profiles.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { requireCnjQuery } from '../http/rule-errors.ts';
import { changeManualCauseValue, loadProcessDetail, updateProcess } from '../repositories/process-detail.ts';
import { listProcesses } from '../repositories/process-list.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['processos'];
const PROCESS_ERRORS = [...ORG_ROUTE_ERRORS, 404] as const;

export const processRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const detail = async (processId: number) => {
    const found = await loadProcessDetail(app.db, processId);
    if (!found) throw notFound(MESSAGES.processNotFound);
    return found;
  };

  route(
    app,
    processEndpoints.listProcesses,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Processos da organização (10 por página, busca por número CNJ ou parte, filtros e ordenação)',
    },
    async (request) => listProcesses(app.db, request.params.orgId, request.query, requireCnjQuery(request.query.q)),
  );

  route(
    app,
    processEndpoints.getProcess,
    {
      access: member(),
      tags: TAGS,
      errors: PROCESS_ERRORS,
      summary: 'Detalhe do processo (a = organização, b = processo)',
    },
    async (request) => detail(request.params.processId),
  );

  route(
    app,
    processEndpoints.updateProcess,
    {
      access: member({ organization: { via: 'process', from: 'params.processId' }, profiles: PROCESS_EDITOR_PROFILES }),
      tags: TAGS,
      errors: PROCESS_ERRORS,
      summary: 'Atualiza arquivamento e anotações do processo (ADMIN, SUPER_ADMIN ou LAWYER)',
    },
    async (request) => {
      await updateProcess(app.db, request.params.processId, request.body);
      return detail(request.params.processId);
    },
  );

  route(
    app,
    processEndpoints.changeProcessValue,
    {
      access: member({ profiles: PROCESS_EDITOR_PROFILES }),
      tags: TAGS,
      errors: PROCESS_ERRORS,
      summary: 'Define o valor da causa manual (centavos; null remove)',
    },
    async (request) => {
      const { processId } = request.params;
      const { valueProcess } = request.body;
      if (valueProcess !== null && !isValidCentavos(valueProcess)) throw new HttpError(400, MESSAGES.causeValueInvalid);
      await changeManualCauseValue(app.db, processId, request.body.valueProcess, requireAuth(request).user.id);
      // Secret processes record the value but never show it (manualCauseValue null), as in the detail.
      return { manualCauseValue: (await detail(processId)).manualCauseValue };
    },
  );
};
