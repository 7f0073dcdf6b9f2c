import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { movementPeopleEndpoints } from '../../src/contract/endpoints/movement-people.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import {
  assignPerson,
  findMovementProcessId,
  isActiveMember,
  listMovementPeople,
  removePerson,
} from '../repositories/movement-people.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['pessoas'];
const ERRORS = [...ORG_ROUTE_ERRORS, 404];

export const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requireAssignable = async (orgId: number, userId: string) => {
    if (!(await isActiveMember(app.db, orgId, userId))) throw new HttpError(400, MESSAGES.userNotInOrganization);
  };

  route(
    app,
    movementPeopleEndpoints.assignMovementPerson,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Atribui um usuário à movimentação',
    },
    async (request) => {
      const { orgId, movementId, userId } = request.params;
      await requireAssignable(orgId, userId);
      await assignPerson(app.db, {
        movementId,
        userId,
        assignedBy: requireAuth(request).user.id,
        questions: request.body.questions ?? [],
      });
      return listMovementPeople(app.db, movementId);
    },
  );

  route(
    app,
    movementPeopleEndpoints.setPersonResponsibility,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Define a responsabilidade (RESPONSAVEL, REVISOR, ACOMPANHA); atribui se preciso',
    },
    async (request) => {
      const { orgId, movementId, userId, responsibility } = request.params;
      if ((await findMovementProcessId(app.db, movementId)) !== request.body.processId)
        throw new HttpError(400, MESSAGES.movementProcessMismatch);
      await requireAssignable(orgId, userId);
      await assignPerson(app.db, { movementId, userId, assignedBy: requireAuth(request).user.id, responsibility });
      return listMovementPeople(app.db, movementId);
    },
  );

  route(
    app,
    movementPeopleEndpoints.removeMovementPerson,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Remove o usuário da movimentação',
    },
    async (request) => {
      const { movementId, userId } = request.params;
      if (!(await removePerson(app.db, movementId, userId))) throw notFound(MESSAGES.personNotAssigned);
      return listMovementPeople(app.db, movementId);
    },
  );
};
