import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HolderOrgParams } from '../../src/contract/common.ts';
import { BalanceResponse, PlanTypeList } from '../../src/contract/plans.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import { toBalanceResponse } from '../domain/balance.ts';
import { PLAN_TYPE_CATALOGUE } from '../domain/plan-types.ts';
import { listPlans } from '../repositories/plans.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

export const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/holder/:holderId/organization/:orgId/balance',
    {
      config: { access: member() },
      schema: {
        tags: ['planos'],
        summary: 'Saldo dos planos do titular na organização',
        security: BEARER_SECURITY,
        params: HolderOrgParams,
        response: { 200: BalanceResponse, ...errorResponses(...ORG_ROUTE_ERRORS) },
      },
    },
    async (request) => toBalanceResponse(await listPlans(app.db, request.params.holderId, request.params.orgId)),
  );

  app.get(
    '/v1/plan-types',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['planos'],
        summary: 'Tipos de plano (Consulta, Monitoria, Pausa)',
        security: BEARER_SECURITY,
        response: { 200: PlanTypeList, ...errorResponses(401) },
      },
    },
    async () => PLAN_TYPE_CATALOGUE,
  );
};
