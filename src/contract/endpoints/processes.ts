import { defineEndpoint } from './define-endpoint.ts';

/** Court processes: the list, the detail and the two edits (docs/api.md#processes). */
export const processEndpoints = {
  listProcesses: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process',
    schemas: (s) => ({
      params: s.common.OrgParams,
      query: s.processes.ProcessListQuery,
      response: { 200: s.processes.ProcessList },
    }),
  }),
  getProcess: defineEndpoint({
    method: 'GET',
    path: '/v1/process/:orgId/:processId',
    schemas: (s) => ({ params: s.processes.ProcessPathParams, response: { 200: s.processes.ProcessDetail } }),
  }),
  updateProcess: defineEndpoint({
    method: 'PUT',
    path: '/v1/process/:processId',
    schemas: (s) => ({
      params: s.processes.ProcessIdParams,
      body: s.processes.ProcessUpdateBody,
      response: { 200: s.processes.ProcessDetail },
    }),
  }),
  changeProcessValue: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/process/:processId/changevalue',
    schemas: (s) => ({
      params: s.processes.OrgProcessParams,
      body: s.processes.ChangeValueBody,
      response: { 200: s.processes.ChangeValueResponse },
    }),
  }),
};
