import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoList } from '../../../contract/documents';
import { apiRequest } from '../../../lib/http';
import { processKeys } from './process-keys';

/**
 * GET /v1/process/{orgId}/{processId}/autos — newest first. Spec §8: a failed autos list yields an empty list
 * (the failure is still reported by lib/http).
 */
export async function getAutos(orgId: number, processId: number, signal?: AbortSignal): Promise<AutoList> {
  try {
    return await apiRequest<AutoList>(`/v1/process/${orgId}/${processId}/autos`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
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
