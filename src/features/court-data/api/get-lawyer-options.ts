import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

export interface LawyerOption {
  value: string;
  label: string;
}

/** GET …/listuser?status=ACTIVE — the active members, offered as the person an OAB registration belongs to. */
export async function getLawyerOptions(orgId: number, signal?: AbortSignal): Promise<LawyerOption[]> {
  const users = await callApi(organizationUserEndpoints.listUsers, {
    params: { orgId },
    query: { status: 'ACTIVE' },
    signal,
  });
  return users.map((user) => ({ value: user.id, label: user.name || user.email }));
}

export function useLawyerOptions(orgId: number) {
  return useQuery(
    queryOptions({ queryKey: courtDataKeys.members(orgId), queryFn: ({ signal }) => getLawyerOptions(orgId, signal) }),
  );
}
