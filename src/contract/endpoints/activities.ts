import { defineEndpoint } from './define-endpoint.ts';

/** Document lookups and the holder's activity list (docs/api.md#document-monitoring). */
export const activityEndpoints = {
  lookupDocument: defineEndpoint({
    method: 'POST',
    path: '/v1/holder/:holderId/organization/:orgId/partner/process',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      body: s.activities.LookupBody,
      response: { 200: s.activities.LookupResponse, 201: s.activities.LookupResponse },
    }),
  }),
  listActivities: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/activities',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      query: s.activities.ActivityListQuery,
      response: { 200: s.activities.ActivityList },
    }),
  }),
  getActivity: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId',
    schemas: (s) => ({
      params: s.activities.ConsumeUniqueParams,
      response: { 200: s.activities.ConsumeUniqueResponse },
    }),
  }),
};
