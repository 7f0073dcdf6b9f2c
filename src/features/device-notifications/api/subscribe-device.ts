import type { PushDevice, PushSubscribeBody } from '../../../contract/push';
import { apiRequest } from '../../../lib/http';

/** POST /v1/organization/{orgId}/push/subscriptions — this device receives the organization's pushes (201). */
export function subscribeDevice(orgId: number, body: PushSubscribeBody): Promise<PushDevice> {
  return apiRequest<PushDevice>(`/v1/organization/${orgId}/push/subscriptions`, { method: 'POST', body, expectedStatuses: [400] });
}
