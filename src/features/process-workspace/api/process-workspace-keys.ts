import { queryKeys } from '../../../lib/query-keys';

/** Query keys of the process workspace, grown from the organization's and the process's roots (lib/query-keys.ts). */
export const processWorkspaceKeys = {
  customFields: (orgId: number, processId: number) =>
    [...queryKeys.process(orgId, processId), 'customfield', 'list'] as const,
  customFieldValues: (orgId: number, processId: number, fieldId: number) =>
    [...queryKeys.process(orgId, processId), 'customfield', fieldId, 'values'] as const,
  customFieldAnswers: (orgId: number, processId: number) =>
    [...queryKeys.process(orgId, processId), 'customfield', 'answers'] as const,
  checklistGroups: (orgId: number) => [...queryKeys.organization(orgId), 'checklistgroup'] as const,
  processChecklist: (orgId: number, processId: number) =>
    [...queryKeys.process(orgId, processId), 'checklist'] as const,
  organizationUsers: (orgId: number) => queryKeys.members(orgId),
};
