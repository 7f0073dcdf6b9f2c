import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '../../../contract/notifications';
import { notificationEndpoints } from '../../../contract/endpoints/notifications';
import { callApi } from '../../../lib/http/call-api';
import { notificationKeys } from './notification-keys';

/** PUT /v1/organization/{o}/notifications/{id} — marks it viewed and answers the notification. */
export function markNotificationViewed(orgId: number, notificationId: number): Promise<Notification> {
  return callApi(notificationEndpoints.markNotificationViewed, { params: { orgId, notificationId } });
}

export function useMarkNotificationViewed(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markNotificationViewed(orgId, notificationId),
    onSuccess: (updated) => {
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists(orgId) }, (list) =>
        list ? { ...list, result: list.result.map((n) => (n.id === updated.id ? updated : n)) } : list,
      );
      // The list and the header badge's total share this prefix.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(orgId) });
    },
  });
}
