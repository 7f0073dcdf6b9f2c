import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoList } from '../../../contract/case-files';
import { caseFileEndpoints } from '../../../contract/endpoints/case-files';
import { callApi } from '../../../lib/http/call-api';
import { processKeys } from './process-keys';

/**
 * GET /v1/process/{orgId}/{processId}/autos — newest first. The original catalogue (docs/messages.md#differences-from-the-original-catalogue) lists autos among the lists whose failure yields
 * an empty result, with no error screen: the list renders empty, but a failure is never presented as "no case files"
 *, so it stays an error here — AutosList says the list could not be loaded, with a retry — and a
 * saved list is never replaced by an empty one.
 */
export function getAutos(orgId: number, processId: number, signal?: AbortSignal): Promise<AutoList> {
  return callApi(caseFileEndpoints.listAutos, { params: { orgId, processId }, signal });
}

export const autosQueryOptions = (orgId: number, processId: number) =>
  queryOptions({
    queryKey: processKeys.autos(orgId, processId),
    queryFn: ({ signal }) => getAutos(orgId, processId, signal),
    meta: { persist: 'processes.autos' },
  });

export function useAutos(orgId: number, processId: number) {
  return useQuery(autosQueryOptions(orgId, processId));
}
