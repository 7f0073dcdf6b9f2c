import { isApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/http/call-api';
import { pushEndpoints } from '../../../contract/endpoints/push';

/** DELETE /v1/organization/{orgId}/push/subscriptions/{id} — 204; a device already gone (404) is the same outcome. */
export async function removeDevice(orgId: number, subscriptionId: number): Promise<void> {
  try {
    await callApi(pushEndpoints.removeDevice, { params: { orgId, subscriptionId }, expectedStatuses: [404] });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
}
