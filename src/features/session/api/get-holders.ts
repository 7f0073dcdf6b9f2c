import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolderList } from '../../../contract/organization';
import { organizationEndpoints } from '../../../contract/endpoints/organizations';
import { callApi } from '../../../lib/http/call-api';
import { sessionKeys } from './session-keys';
import { REFRESH_AFTER_FIRST_SCREEN } from '../refresh-session';

export function getHolders(orgId: number, signal?: AbortSignal): Promise<HolderList> {
  return callApi(organizationEndpoints.listHolders, { params: { orgId }, signal });
}

export const holdersQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: sessionKeys.holders(orgId),
    queryFn: ({ signal }) => getHolders(orgId, signal),
    staleTime: 5 * 60_000,
    meta: { persist: 'session.holders' },
  });

export function useHolders(orgId: number | undefined) {
  return useQuery({ ...holdersQueryOptions(orgId ?? 0), enabled: orgId !== undefined, ...REFRESH_AFTER_FIRST_SCREEN });
}
