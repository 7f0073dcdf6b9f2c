import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { movementEndpoints } from '../../src/contract/endpoints/movements.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { listMovements, listMovementTypes } from '../repositories/movements.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

const TAGS = ['movimentações'];

function checkRange(from: string | undefined, to: string | undefined): void {
  if (from && !isRealCalendarDay(from)) throw new HttpError(400, MESSAGES.invalidDate('from'));
  if (to && !isRealCalendarDay(to)) throw new HttpError(400, MESSAGES.invalidDate('to'));
  if (from && to && from > to) throw new HttpError(400, MESSAGES.invalidDateRange);
}

export const movementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const movementList = { access: member(), tags: TAGS, errors: [...ORG_ROUTE_ERRORS, 404] };

  route(
    app,
    movementEndpoints.listMovements,
    {
      ...movementList,
      summary: 'Movimentações do processo, mais recentes primeiro (tribunal e manuais; movimentId abre uma)',
    },
    async (request) => {
      const { processId } = request.params;
      checkRange(request.query.from, request.query.to);
      const list = await listMovements(app.db, { processId, ...request.query, movementId: request.query.movimentId });
      if (request.query.movimentId !== undefined && list.total === 0) throw notFound(MESSAGES.movementNotFound);
      return list;
    },
  );

  route(
    app,
    movementEndpoints.listManualMovements,
    {
      ...movementList,
      summary: 'Movimentações manuais do processo, com o arquivo enviado',
    },
    async (request) => {
      const { processId } = request.params;
      checkRange(request.query.from, request.query.to);
      return listMovements(app.db, {
        processId,
        ...request.query,
        movementId: request.query.movimentId,
        manualOnly: true,
      });
    },
  );

  route(
    app,
    movementEndpoints.listMovementTypes,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Tipos (classes) de movimentação da organização',
    },
    async (request) => listMovementTypes(app.db, request.params.orgId),
  );
};
