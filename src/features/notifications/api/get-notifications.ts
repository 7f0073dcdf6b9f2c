import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '../../../contract/notifications';
import { notificationEndpoints } from '../../../contract/endpoints/notifications';
import { callApi } from '../../../lib/http/call-api';
import { notificationListQuery, type NotificationFilters } from '../notification-filters';
import { notificationKeys } from './notification-keys';

/** GET /v1/organization/{o}/notifications — newest first, 10 per page; `page` is the UI's 1-based page. */
export function getNotifications(
  orgId: number,
  filters: NotificationFilters,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return callApi(notificationEndpoints.listNotifications, {
    params: { orgId },
    query: notificationListQuery(filters, page),
    signal,
    expectedStatuses: [400],
  });
}

export const notificationsQueryOptions = (orgId: number, filters: NotificationFilters, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(orgId, filters, page),
    queryFn: ({ signal }) => getNotifications(orgId, filters, page, signal),
    placeholderData: keepPreviousData,
    meta: { persist: 'notifications.list' },
  });

export function useNotifications(orgId: number, filters: NotificationFilters, page: number) {
  return useQuery(notificationsQueryOptions(orgId, filters, page));
}
