import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignPersonBody, MovementPeople, MovementPersonParams, ResponsibilityBody, ResponsibilityParams,
} from '../../src/contract/movements.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import {
  assignPerson, findMovementProcessId, isActiveMember, listMovementPeople, removePerson,
} from '../repositories/movement-people.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['pessoas'];
const ERRORS = errorResponses(...ORG_ROUTE_ERRORS, 404);

export const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requireAssignable = async (orgId: number, userId: string) => {
    if (!(await isActiveMember(app.db, orgId, userId))) throw new HttpError(400, MESSAGES.userNotInOrganization);
  };

  app.post('/v1/organization/:orgId/moviment/:movementId/people/:userId', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Atribui um usuário à movimentação', security: BEARER_SECURITY,
      params: MovementPersonParams, body: AssignPersonBody, response: { 200: MovementPeople, ...ERRORS },
    },
  }, async (request) => {
    const { orgId, movementId, userId } = request.params;
    await requireAssignable(orgId, userId);
    await assignPerson(app.db, { movementId, userId, assignedBy: requireAuth(request).user.id, questions: request.body.questions ?? [] });
    return listMovementPeople(app.db, movementId);
  });

  app.put('/v1/organization/:orgId/moviment/:movementId/people/:userId/responsability/:responsibility', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Define a responsabilidade (RESPONSAVEL, REVISOR, ACOMPANHA); atribui se preciso', security: BEARER_SECURITY,
      params: ResponsibilityParams, body: ResponsibilityBody, response: { 200: MovementPeople, ...ERRORS },
    },
  }, async (request) => {
    const { orgId, movementId, userId, responsibility } = request.params;
    if ((await findMovementProcessId(app.db, movementId)) !== request.body.processId) throw new HttpError(400, MESSAGES.movementProcessMismatch);
    await requireAssignable(orgId, userId);
    await assignPerson(app.db, { movementId, userId, assignedBy: requireAuth(request).user.id, responsibility });
    return listMovementPeople(app.db, movementId);
  });

  app.delete('/v1/organization/:orgId/moviment/:movementId/people/:userId', {
    config: { access: member() },
    schema: { tags: TAGS, summary: 'Remove o usuário da movimentação', security: BEARER_SECURITY, params: MovementPersonParams, response: { 200: MovementPeople, ...ERRORS } },
  }, async (request) => {
    const { movementId, userId } = request.params;
    if (!(await removePerson(app.db, movementId, userId))) throw notFound(MESSAGES.personNotAssigned);
    return listMovementPeople(app.db, movementId);
  });
};
