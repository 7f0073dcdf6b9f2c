import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourtSourcesStatus } from '../../../contract/court-data';
import { courtDataEndpoints } from '../../../contract/endpoints/court-data';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

/** GET …/court-data/sources — the mode (demo or DJEN), the schedule and each source's last run. */
export function getSourcesStatus(orgId: number, signal?: AbortSignal): Promise<CourtSourcesStatus> {
  return callApi(courtDataEndpoints.getSourcesStatus, { params: { orgId }, signal });
}

export const sourcesStatusQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: courtDataKeys.sources(orgId),
    queryFn: ({ signal }) => getSourcesStatus(orgId, signal),
    meta: { persist: 'courtData.sources' },
  });

export function useSourcesStatus(orgId: number) {
  return useQuery(sourcesStatusQueryOptions(orgId));
}
