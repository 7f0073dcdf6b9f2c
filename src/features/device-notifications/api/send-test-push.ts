import type { PushTestResult } from '../../../contract/push';
import { apiRequest } from '../../../lib/http';

/**
 * POST …/push/subscriptions/{id}/test — 200 when the push service took it; 410 when the browser had dropped the
 * subscription (the server removed the device); 502 when the push service failed.
 */
export function sendTestPush(orgId: number, subscriptionId: number): Promise<PushTestResult> {
  return apiRequest<PushTestResult>(`/v1/organization/${orgId}/push/subscriptions/${subscriptionId}/test`, { method: 'POST', expectedStatuses: [410, 502] });
}
