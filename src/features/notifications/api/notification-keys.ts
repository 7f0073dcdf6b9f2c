import type { NotificationFilters } from '../notification-filters';

/**
 * Query keys of the notification centre, under the same ['organization', id, 'notifications'] prefix as the
 * header badge's total (features/session/api/session-keys.ts → notificationTotal, which is exactly `total` here).
 * Invalidating `all` refreshes the list and the badge together; the offline issue persists these keys.
 */
export const notificationKeys = {
  all: (orgId: number) => ['organization', orgId, 'notifications'] as const,
  lists: (orgId: number) => ['organization', orgId, 'notifications', 'list'] as const,
  list: (orgId: number, filters: NotificationFilters, page: number) =>
    ['organization', orgId, 'notifications', 'list', { ...filters, page }] as const,
  total: (orgId: number) => ['organization', orgId, 'notifications', 'total'] as const,
};
