import { useMutation } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../contract/notifications';
import { notificationEndpoints } from '../../../contract/endpoints/notifications';
import { callApi } from '../../../lib/http/call-api';

/** PUT /v1/organization/{o}/settings/notifications — admins only; answers the saved settings. */
export function saveNotificationSettings(orgId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  return callApi(notificationEndpoints.saveNotificationSettings, {
    params: { orgId },
    body: settings,
    expectedStatuses: [400, 403],
  });
}

/** `onSaved` lets the page refresh the session's organization, which carries the settings. */
export function useSaveNotificationSettings(orgId: number, onSaved?: (settings: NotificationSettings) => void) {
  return useMutation({
    mutationFn: (settings: NotificationSettings) => saveNotificationSettings(orgId, settings),
    onSuccess: (settings) => onSaved?.(settings),
  });
}
