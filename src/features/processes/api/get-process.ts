import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcessDetail } from '../../../contract/processes';
import { processEndpoints } from '../../../contract/endpoints/processes';
import { callApi } from '../../../lib/http/call-api';
import { processKeys } from './process-keys';

/** GET /v1/process/{orgId}/{processId} — 404 is shown on the page; 403 follows the global rule. */
export function getProcess(orgId: number, processId: number, signal?: AbortSignal): Promise<ProcessDetail> {
  return callApi(processEndpoints.getProcess, { params: { orgId, processId }, signal, expectedStatuses: [404] });
}

export const processQueryOptions = (orgId: number, processId: number) =>
  queryOptions({
    queryKey: processKeys.detail(orgId, processId),
    queryFn: ({ signal }) => getProcess(orgId, processId, signal),
    meta: { persist: 'processes.detail' },
  });

export function useProcess(orgId: number, processId: number) {
  return useQuery({ ...processQueryOptions(orgId, processId), enabled: Number.isInteger(processId) && processId > 0 });
}
