import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcessList, ProcessListQuery } from '../../../contract/processes';
import { apiRequest } from '../../../lib/http';
import { compactFilters, processKeys } from './process-keys';

/** GET /v1/organization/{o}/process — 10 per page, page 0-based. 400 (invalid CNJ) is shown by the list. */
export function getProcesses(orgId: number, filters: ProcessListQuery, signal?: AbortSignal): Promise<ProcessList> {
  return apiRequest<ProcessList>(`/v1/organization/${orgId}/process`, {
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
  });
};

export function useProcesses(orgId: number, filters: ProcessListQuery) {
  return useQuery(processesQueryOptions(orgId, filters));
}
