import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrgParams } from '../../src/contract/common.ts';
import { MovementList, MovementListQuery, MovementTypeList } from '../../src/contract/movements.ts';
import { OrgProcessParams } from '../../src/contract/processes.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { listMovements, listMovementTypes } from '../repositories/movements.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

const TAGS = ['movimentações'];

function checkRange(from: string | undefined, to: string | undefined): void {
  if (from && !isRealCalendarDay(from)) throw new HttpError(400, MESSAGES.invalidDate('from'));
  if (to && !isRealCalendarDay(to)) throw new HttpError(400, MESSAGES.invalidDate('to'));
  if (from && to && from > to) throw new HttpError(400, MESSAGES.invalidDateRange);
}

export const movementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = (summary: string) => ({
    tags: TAGS, summary, security: BEARER_SECURITY, params: OrgProcessParams, querystring: MovementListQuery,
    response: { 200: MovementList, ...errorResponses(...ORG_ROUTE_ERRORS, 404) },
  });

  app.get('/v1/organization/:orgId/process/:processId/moviments', {
    config: { access: member() },
    schema: schema('Movimentações do processo, mais recentes primeiro (tribunal e manuais; movimentId abre uma)'),
  }, async (request) => {
    const { processId } = request.params;
    checkRange(request.query.from, request.query.to);
    const list = await listMovements(app.db, { processId, ...request.query, movementId: request.query.movimentId });
    if (request.query.movimentId !== undefined && list.total === 0) throw notFound(MESSAGES.movementNotFound);
    return list;
  });

  app.get('/v1/organization/:orgId/process/:processId/movimentsmanual', {
    config: { access: member() },
    schema: schema('Movimentações manuais do processo, com o arquivo enviado'),
  }, async (request) => {
    const { processId } = request.params;
    checkRange(request.query.from, request.query.to);
    return listMovements(app.db, { processId, ...request.query, movementId: request.query.movimentId, manualOnly: true });
  });

  app.get('/v1/organization/:orgId/moviments/types', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Tipos (classes) de movimentação da organização', security: BEARER_SECURITY,
      params: OrgParams, response: { 200: MovementTypeList, ...errorResponses(...ORG_ROUTE_ERRORS) },
    },
  }, async (request) => listMovementTypes(app.db, request.params.orgId));
};
