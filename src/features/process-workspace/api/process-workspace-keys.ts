/**
 * Query keys of the process workspace. Organization-scoped keys start with ['organization', id] (see
 * features/session/api/session-keys.ts) so that a logout or an organization switch clears them by prefix.
 */
export const processWorkspaceKeys = {
  customFields: (orgId: number, processId: number) => ['organization', orgId, 'process', processId, 'customfield', 'list'] as const,
  customFieldValues: (orgId: number, processId: number, fieldId: number) =>
    ['organization', orgId, 'process', processId, 'customfield', fieldId, 'values'] as const,
  customFieldAnswers: (orgId: number, processId: number) => ['organization', orgId, 'process', processId, 'customfield', 'answers'] as const,
  checklistGroups: (orgId: number) => ['organization', orgId, 'checklistgroup'] as const,
  processChecklist: (orgId: number, processId: number) => ['organization', orgId, 'process', processId, 'checklist'] as const,
  organizationUsers: (orgId: number) => ['organization', orgId, 'listuser'] as const,
};
