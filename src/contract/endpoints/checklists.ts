import { defineEndpoint } from './define-endpoint.ts';

/** Checklist groups and a process's checklists (docs/api.md#process-workspace). */
export const checklistEndpoints = {
  listChecklistGroups: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/checklistgroup',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.checklists.ChecklistGroupList } }),
  }),
  getProcessChecklist: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process/:processId/checklist',
    schemas: (s) => ({ params: s.processes.OrgProcessParams, response: { 200: s.checklists.ProcessChecklist } }),
  }),
  saveProcessChecklist: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/process/:processId/checklist',
    schemas: (s) => ({
      params: s.processes.OrgProcessParams,
      body: s.checklists.ChecklistBody,
      response: { 200: s.checklists.ProcessChecklist },
    }),
  }),
  removeChecklistGroup: defineEndpoint({
    method: 'DELETE',
    path: '/v1/organization/:orgId/checklistgroup/:groupId/process/:processId',
    schemas: (s) => ({ params: s.checklists.ChecklistGroupProcessParams, response: { 204: s.common.NoContent } }),
  }),
};
