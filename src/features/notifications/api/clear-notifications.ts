import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearNotificationsResponse } from '../../../contract/notifications';
import { notificationEndpoints } from '../../../contract/endpoints/notifications';
import { callApi } from '../../../lib/http/call-api';
import { queryKeys } from '../../../lib/query-keys';
import { notificationKeys } from './notification-keys';

/** DELETE /v1/organization/{o}/notifications — marks every notification viewed (history is kept). */
export function clearNotifications(orgId: number): Promise<ClearNotificationsResponse> {
  return callApi(notificationEndpoints.clearNotifications, { params: { orgId } });
}

export function useClearNotifications(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearNotifications(orgId),
    onSuccess: ({ total }) => {
      queryClient.setQueryData(queryKeys.notificationTotal(orgId), Math.max(0, total));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(orgId) });
    },
  });
}
