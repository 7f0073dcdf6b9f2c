import type { PushUnsubscribeResult } from '../../../contract/push';
import { pushEndpoints } from '../../../contract/endpoints/push';
import { callApi } from '../../../lib/http/call-api';

/**
 * POST /v1/push/unsubscribe — at logout: the caller's subscriptions with this endpoint, in every organization. The
 * token is given explicitly (the session is ending; no 401 rules).
 */
export function unsubscribeEndpoint(endpoint: string, token: string): Promise<PushUnsubscribeResult> {
  return callApi(pushEndpoints.unsubscribeEndpoint, {
    body: { endpoint },
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
    timeoutMs: 10_000,
    expectedStatuses: [400, 401, 429],
  });
}
