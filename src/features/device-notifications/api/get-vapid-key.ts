import { queryOptions } from '@tanstack/react-query';
import type { PushPublicKey } from '../../../contract/push';
import { pushEndpoints } from '../../../contract/endpoints/push';
import { callApi } from '../../../lib/http/call-api';
import { pushKeys } from './push-keys';

/** GET /v1/push/vapid-public-key — the server's VAPID public key, PushManager.subscribe's applicationServerKey. */
export function getVapidKey(signal?: AbortSignal): Promise<PushPublicKey> {
  return callApi(pushEndpoints.getVapidKey, { signal });
}

export const vapidKeyQueryOptions = () =>
  queryOptions({ queryKey: pushKeys.vapidKey(), queryFn: ({ signal }) => getVapidKey(signal), staleTime: Infinity });
