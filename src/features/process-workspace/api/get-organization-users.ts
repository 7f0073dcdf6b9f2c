import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationUserList } from '../../../contract/organization-users';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET /v1/organization/{o}/listuser — members; only active ones can be assigned to movements. */
export function getOrganizationUsers(orgId: number, signal?: AbortSignal): Promise<OrganizationUserList> {
  return callApi(organizationUserEndpoints.listUsers, { params: { orgId }, signal });
}

export const organizationUsersQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: processWorkspaceKeys.organizationUsers(orgId),
    queryFn: ({ signal }) => getOrganizationUsers(orgId, signal),
    staleTime: 5 * 60_000,
  });

export function useOrganizationUsers(orgId: number, enabled = true) {
  return useQuery({ ...organizationUsersQueryOptions(orgId), enabled });
}
