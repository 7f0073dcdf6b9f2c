import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationTotal } from '../../../contract/notifications';
import { apiRequest } from '../../../lib/http';
import { floorTotal } from '../../../lib/notification-count';
import { sessionKeys } from './session-keys';

/** The total is floored at 0 before anyone sees it (docs/product.md#notification-badge). */
export async function getNotificationTotal(organizationId: number, signal?: AbortSignal): Promise<number> {
  const body = await apiRequest<NotificationTotal>(`/v1/organization/${organizationId}/notifications/total`, {
    signal,
  });
  return floorTotal(body.total);
}

export const notificationTotalQueryOptions = (organizationId: number) =>
  queryOptions({
    queryKey: sessionKeys.notificationTotal(organizationId),
    queryFn: ({ signal }) => getNotificationTotal(organizationId, signal),
    // The badge (in-app and the installed icon's) is "push-style": refreshed on focus and every minute while
    // the app is visible and online; never polled in the background or offline.
    refetchOnWindowFocus: true,
    refetchInterval: () => (onlineManager.isOnline() ? 60_000 : false),
    refetchIntervalInBackground: false,
  });

export function useNotificationTotal(organizationId: number | undefined) {
  return useQuery({ ...notificationTotalQueryOptions(organizationId ?? 0), enabled: organizationId !== undefined });
}
