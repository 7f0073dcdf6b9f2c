import type { ActivityListQuery } from '../../../contract/activities';

/**
 * Organization-scoped keys start with ['organization', id] (see features/session/api/session-keys.ts). Balances,
 * activities and analyses all live under ['organization', o, 'holder', h], so one invalidation of holderScope
 * refreshes the balance after anything that consumes it.
 */
export const documentKeys = {
  holderScope: (holderId: number, organizationId: number) => ['organization', organizationId, 'holder', holderId] as const,
  activities: (holderId: number, organizationId: number, query: ActivityListQuery) =>
    ['organization', organizationId, 'holder', holderId, 'activities', query] as const,
  search: (organizationId: number, documentNumber: string, page: number) =>
    ['organization', organizationId, 'search', documentNumber, page] as const,
};
