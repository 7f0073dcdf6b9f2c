import { isApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/http';

/** DELETE /v1/organization/{orgId}/push/subscriptions/{id} — 204; a device already gone (404) is the same outcome. */
export async function removeDevice(orgId: number, subscriptionId: number): Promise<void> {
  try {
    await apiRequest<unknown>(`/v1/organization/${orgId}/push/subscriptions/${subscriptionId}`, { method: 'DELETE', expectedStatuses: [404] });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
}
