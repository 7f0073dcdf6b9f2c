import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushDeviceList } from '../../../contract/push';
import { apiRequest } from '../../../lib/http';
import { pushKeys } from './push-keys';

/** GET /v1/organization/{orgId}/push/subscriptions — the caller's devices there (not kept offline: it is a setting). */
export function getPushDevices(orgId: number, signal?: AbortSignal): Promise<PushDeviceList> {
  return apiRequest<PushDeviceList>(`/v1/organization/${orgId}/push/subscriptions`, { signal });
}

export const pushDevicesQueryOptions = (orgId: number) =>
  queryOptions({ queryKey: pushKeys.devices(orgId), queryFn: ({ signal }) => getPushDevices(orgId, signal) });

export function usePushDevices(orgId: number) {
  return useQuery(pushDevicesQueryOptions(orgId));
}
