import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationList } from '../../../contract/organization';
import { organizationEndpoints } from '../../../contract/endpoints/organizations';
import { callApi } from '../../../lib/http/call-api';
import { sessionKeys } from './session-keys';
import { REFRESH_AFTER_FIRST_SCREEN } from '../refresh-session';

export function getOrganizations(signal?: AbortSignal): Promise<OrganizationList> {
  return callApi(organizationEndpoints.listOrganizations, { signal });
}

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.organizations(),
    queryFn: ({ signal }) => getOrganizations(signal),
    staleTime: 5 * 60_000,
    meta: { persist: 'session.organizations' },
  });

export function useOrganizations() {
  return useQuery({ ...organizationsQueryOptions(), ...REFRESH_AFTER_FIRST_SCREEN });
}
