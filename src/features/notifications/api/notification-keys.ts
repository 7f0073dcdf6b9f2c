import { queryKeys } from '../../../lib/query-keys';
import type { NotificationFilters } from '../notification-filters';

/**
 * Query keys of the notification centre, under the organization's notifications root (lib/query-keys.ts) with the
 * header badge's total: invalidating `all` refreshes the list and the badge together.
 */
export const notificationKeys = {
  all: (orgId: number) => queryKeys.notifications(orgId),
  lists: (orgId: number) => [...queryKeys.notifications(orgId), 'list'] as const,
  list: (orgId: number, filters: NotificationFilters, page: number) =>
    [...notificationKeys.lists(orgId), { ...filters, page }] as const,
};
