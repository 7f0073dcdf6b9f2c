import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationUser } from '../../../contract/organization-users';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { onOrganizationUsersChanged } from './on-organization-users-changed';

/**
 * PUT /v1/organization/{orgId}/user/{userId}/activate or …/inactivate. Deactivation is the membership's, effective on
 * the person's next call; 409 for oneself or the last active administrator, said in the modal.
 */
export function setUserActive(orgId: number, userId: string, active: boolean): Promise<OrganizationUser> {
  const endpoint = active ? organizationUserEndpoints.activateUser : organizationUserEndpoints.inactivateUser;
  return callApi(endpoint, {
    params: { orgId, userId },
    expectedStatuses: [403, 404, 409],
  });
}

export function useSetUserActive(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) => setUserActive(orgId, userId, active),
    onSuccess: () => onOrganizationUsersChanged(queryClient, orgId),
  });
}
