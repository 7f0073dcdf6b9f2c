import type { PushTestResult } from '../../../contract/push';
import { pushEndpoints } from '../../../contract/endpoints/push';
import { callApi } from '../../../lib/http/call-api';

/**
 * POST …/push/subscriptions/{id}/test — 200 when the push service took it; 410 when the browser had dropped the
 * subscription (the server removed the device); 502 when the push service failed.
 */
export function sendTestPush(orgId: number, subscriptionId: number): Promise<PushTestResult> {
  return callApi(pushEndpoints.sendTestPush, { params: { orgId, subscriptionId }, expectedStatuses: [410, 502] });
}
