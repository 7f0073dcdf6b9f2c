import { defineEndpoint } from './define-endpoint.ts';

/** Plan balances and the plan-type catalogue (docs/api.md#organization-holders-and-plans). */
export const planEndpoints = {
  getBalance: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/balance',
    schemas: (s) => ({ params: s.common.HolderOrgParams, response: { 200: s.plans.BalanceResponse } }),
  }),
  listPlanTypes: defineEndpoint({
    method: 'GET',
    path: '/v1/plan-types',
    schemas: (s) => ({ response: { 200: s.plans.PlanTypeList } }),
  }),
};
