import { queryKeys } from '../../../lib/query-keys';

/** Query keys of the session, grown from lib/query-keys.ts (the notification badge's total is a root key there). */
export const sessionKeys = {
  user: () => [...queryKeys.session(), 'user'] as const,
  organizations: () => [...queryKeys.session(), 'organizations'] as const,
  planTypes: () => queryKeys.planTypes(),
  holders: (orgId: number) => [...queryKeys.organization(orgId), 'holders'] as const,
};
