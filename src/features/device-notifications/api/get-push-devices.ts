import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushDeviceList } from '../../../contract/push';
import { pushEndpoints } from '../../../contract/endpoints/push';
import { callApi } from '../../../lib/http/call-api';
import { pushKeys } from './push-keys';

/** GET /v1/organization/{orgId}/push/subscriptions — the caller's devices there (not kept offline: it is a setting). */
export function getPushDevices(orgId: number, signal?: AbortSignal): Promise<PushDeviceList> {
  return callApi(pushEndpoints.listDevices, { params: { orgId }, signal });
}

export const pushDevicesQueryOptions = (orgId: number) =>
  queryOptions({ queryKey: pushKeys.devices(orgId), queryFn: ({ signal }) => getPushDevices(orgId, signal) });

export function usePushDevices(orgId: number) {
  return useQuery(pushDevicesQueryOptions(orgId));
}
