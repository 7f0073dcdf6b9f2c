/**
 * Query keys of the session. Organization-scoped keys start with ['organization', id] so that any
 * feature can invalidate everything of one organization by prefix without importing another feature.
 */
export const sessionKeys = {
  user: () => ['session', 'user'] as const,
  organizations: () => ['session', 'organizations'] as const,
  planTypes: () => ['plan-types'] as const,
  holders: (organizationId: number) => ['organization', organizationId, 'holders'] as const,
  notificationTotal: (organizationId: number) => ['organization', organizationId, 'notifications', 'total'] as const,
};
