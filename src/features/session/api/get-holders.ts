import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolderList } from '../../../contract/organization';
import { apiRequest } from '../../../lib/http';
import { sessionKeys } from './session-keys';

export function getHolders(organizationId: number, signal?: AbortSignal): Promise<HolderList> {
  return apiRequest<HolderList>(`/v1/organization/${organizationId}/holders`, { signal });
}

export const holdersQueryOptions = (organizationId: number) =>
  queryOptions({
    queryKey: sessionKeys.holders(organizationId),
    queryFn: ({ signal }) => getHolders(organizationId, signal),
    staleTime: 5 * 60_000,
  });

export function useHolders(organizationId: number | undefined) {
  return useQuery({ ...holdersQueryOptions(organizationId ?? 0), enabled: organizationId !== undefined });
}
