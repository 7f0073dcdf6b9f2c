import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationUser } from '../../../contract/organization-users';
import { apiRequest } from '../../../lib/http';
import { onOrganizationUsersChanged } from './on-organization-users-changed';

/**
 * PUT /v1/organization/{orgId}/user/{userId}/activate or …/inactivate. Deactivation is the membership's, effective on
 * the person's next call; 409 for oneself or the last active administrator, said in the modal.
 */
export function setUserActive(orgId: number, userId: string, active: boolean): Promise<OrganizationUser> {
  const action = active ? 'activate' : 'inactivate';
  return apiRequest<OrganizationUser>(`/v1/organization/${orgId}/user/${encodeURIComponent(userId)}/${action}`, {
    method: 'PUT',
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
