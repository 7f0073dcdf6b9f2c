import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { planEndpoints } from '../../src/contract/endpoints/plans.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import { toBalanceResponse } from '../domain/balance.ts';
import { PLAN_TYPE_CATALOGUE } from '../domain/plan-types.ts';
import { route } from '../http/route.ts';
import { listPlans } from '../repositories/plans.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

export const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    planEndpoints.getBalance,
    {
      access: member(),
      tags: ['planos'],
      summary: 'Saldo dos planos do titular na organização',
      errors: ORG_ROUTE_ERRORS,
    },
    async (request) => toBalanceResponse(await listPlans(app.db, request.params.holderId, request.params.orgId)),
  );

  route(
    app,
    planEndpoints.listPlanTypes,
    { access: SIGNED_IN, tags: ['planos'], summary: 'Tipos de plano (Consulta, Monitoria, Pausa)', errors: [401] },
    async () => PLAN_TYPE_CATALOGUE,
  );
};
