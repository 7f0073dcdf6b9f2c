import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProcessList, ProcessListQuery } from '../../../contract/processes';
import { processEndpoints } from '../../../contract/endpoints/processes';
import { callApi } from '../../../lib/http/call-api';
import { compactFilters, processKeys } from './process-keys';

/** GET /v1/organization/{o}/process — 10 per page, page 0-based. 400 (invalid CNJ) is shown by the list. */
export function getProcesses(orgId: number, filters: ProcessListQuery, signal?: AbortSignal): Promise<ProcessList> {
  return callApi(processEndpoints.listProcesses, {
    params: { orgId },
    query: { ...filters },
    signal,
    expectedStatuses: [400],
  });
}

export const processesQueryOptions = (orgId: number, filters: ProcessListQuery) => {
  const compact = compactFilters(filters);
  return queryOptions({
    queryKey: processKeys.list(orgId, compact),
    queryFn: ({ signal }) => getProcesses(orgId, compact, signal),
    placeholderData: keepPreviousData,
    meta: { persist: 'processes.list' },
  });
};

export function useProcesses(orgId: number, filters: ProcessListQuery) {
  return useQuery(processesQueryOptions(orgId, filters));
}

/**
 * Starts the list's request while the page renders (TanStack's usePrefetchQuery, with a condition): useQuery would
 * only start it once the page and its filters have rendered and committed, ~150 ms later at 4× CPU.
 * `filters` null: the search is invalid and nothing is asked.
 */
export function usePrefetchProcesses(orgId: number, filters: ProcessListQuery | null): void {
  const client = useQueryClient();
  if (!filters) return;
  const options = processesQueryOptions(orgId, filters);
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}
