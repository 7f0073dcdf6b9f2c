import type { PushDevice, PushSubscribeBody } from '../../../contract/push';
import { pushEndpoints } from '../../../contract/endpoints/push';
import { callApi } from '../../../lib/http/call-api';

/** POST /v1/organization/{orgId}/push/subscriptions — this device receives the organization's pushes (201). */
export function subscribeDevice(orgId: number, body: PushSubscribeBody): Promise<PushDevice> {
  return callApi(pushEndpoints.subscribeDevice, { params: { orgId }, body, expectedStatuses: [400] });
}
