import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUserQuery, OrganizationUserList } from '../../../contract/organization-users';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { organizationUsersKeys } from './organization-users-keys';

/** GET /v1/organization/{orgId}/listuser?q&status — the members with status, profile and last sign-in. */
export function getUsers(orgId: number, query: ListUserQuery, signal?: AbortSignal): Promise<OrganizationUserList> {
  return callApi(organizationUserEndpoints.listUsers, { params: { orgId }, query: { ...query }, signal });
}

export const usersQueryOptions = (orgId: number, query: ListUserQuery) =>
  queryOptions({
    queryKey: organizationUsersKeys.list(orgId, query),
    queryFn: ({ signal }) => getUsers(orgId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(orgId: number, query: ListUserQuery) {
  return useQuery(usersQueryOptions(orgId, query));
}
