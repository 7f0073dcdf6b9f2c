import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoList } from '../../../contract/documents';
import { isApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/http';
import { processKeys } from './process-keys';

/**
 * GET /v1/process/{orgId}/{processId}/autos — newest first. Spec §8: a failed autos list yields an empty list
 * (the failure is still reported by lib/http); a network failure is an error, so a saved list stays.
 */
export async function getAutos(orgId: number, processId: number, signal?: AbortSignal): Promise<AutoList> {
  try {
    return await apiRequest<AutoList>(`/v1/process/${orgId}/${processId}/autos`, { signal });
  } catch (error) {
    // No connection is not "no case files": the saved list (offline, pinned) must stay on screen.
    if (signal?.aborted || (isApiError(error) && error.status === 0)) throw error;
    return [];
  }
}

export const autosQueryOptions = (orgId: number, processId: number) =>
  queryOptions({
    queryKey: processKeys.autos(orgId, processId),
    queryFn: ({ signal }) => getAutos(orgId, processId, signal),
  });

export function useAutos(orgId: number, processId: number) {
  return useQuery(autosQueryOptions(orgId, processId));
}
