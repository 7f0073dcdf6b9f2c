import { defineEndpoint } from './define-endpoint.ts';

/** Monitoring of a looked-up document and its pauses (docs/api.md#document-monitoring). */
export const monitoringEndpoints = {
  startMonitoring: defineEndpoint({
    method: 'PUT',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/monitor',
    schemas: (s) => ({
      params: s.activities.ConsumeUniqueParams,
      response: { 200: s.activities.ConsumeUniqueResponse },
    }),
  }),
  stopMonitoring: defineEndpoint({
    method: 'DELETE',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/monitor',
    schemas: (s) => ({
      params: s.activities.ConsumeUniqueParams,
      response: { 200: s.activities.ConsumeUniqueResponse },
    }),
  }),
  pauseMonitoring: defineEndpoint({
    method: 'PUT',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/pause',
    schemas: (s) => ({
      params: s.activities.ConsumeUniqueParams,
      body: s.activities.PauseBody,
      response: { 200: s.activities.ConsumeUniqueResponse },
    }),
  }),
  resumeMonitoring: defineEndpoint({
    method: 'DELETE',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/pause',
    schemas: (s) => ({
      params: s.activities.ConsumeUniqueParams,
      response: { 200: s.activities.ConsumeUniqueResponse },
    }),
  }),
};
