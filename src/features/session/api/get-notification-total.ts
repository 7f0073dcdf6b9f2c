import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '../../../contract/endpoints/notifications';
import { callApi } from '../../../lib/http/call-api';
import { floorTotal } from '../../../lib/notification-count';
import { queryKeys } from '../../../lib/query-keys';

/** The total is floored at 0 before anyone sees it (docs/product.md#notification-badge). */
export async function getNotificationTotal(orgId: number, signal?: AbortSignal): Promise<number> {
  const body = await callApi(notificationEndpoints.getNotificationTotal, { params: { orgId }, signal });
  return floorTotal(body.total);
}

export const notificationTotalQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: queryKeys.notificationTotal(orgId),
    queryFn: ({ signal }) => getNotificationTotal(orgId, signal),
    // The badge (in-app and the installed icon's) is "push-style": refreshed on focus and every minute while
    // the app is visible and online; never polled in the background or offline.
    refetchOnWindowFocus: true,
    refetchInterval: () => (onlineManager.isOnline() ? 60_000 : false),
    refetchIntervalInBackground: false,
    meta: { persist: 'session.notificationTotal' },
  });

/**
 * The badge's total. The shell's observers (the session gate and the header) pass REFRESH_AFTER_FIRST_SCREEN: their
 * mount does not refetch, the refresh after the first screen does; a page's own observer refetches on mount.
 */
export function useNotificationTotal(orgId: number | undefined, mount: { refetchOnMount?: boolean } = {}) {
  return useQuery({ ...notificationTotalQueryOptions(orgId ?? 0), enabled: orgId !== undefined, ...mount });
}
