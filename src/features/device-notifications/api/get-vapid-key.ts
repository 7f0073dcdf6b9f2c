import { queryOptions } from '@tanstack/react-query';
import type { PushPublicKey } from '../../../contract/push';
import { apiRequest } from '../../../lib/http';
import { pushKeys } from './push-keys';

/** GET /v1/push/vapid-public-key — the server's VAPID public key, PushManager.subscribe's applicationServerKey. */
export function getVapidKey(signal?: AbortSignal): Promise<PushPublicKey> {
  return apiRequest<PushPublicKey>('/v1/push/vapid-public-key', { signal });
}

export const vapidKeyQueryOptions = () => queryOptions({ queryKey: pushKeys.vapidKey(), queryFn: ({ signal }) => getVapidKey(signal), staleTime: Infinity });
