import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReinviteResponse } from '../../../contract/organization-users';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { onOrganizationUsersChanged } from './on-organization-users-changed';

/**
 * POST /v1/organization/{orgId}/user/{userId}/reinvite — "Reenviar convite" for a member who never signed in. The
 * local stack answers a fresh temporary password (no e-mail locally); 409 once the person has signed in; 503 when
 * the identity service is down.
 */
export function reinviteUser(orgId: number, userId: string): Promise<ReinviteResponse> {
  return callApi(organizationUserEndpoints.reinviteUser, {
    params: { orgId, userId },
    expectedStatuses: [403, 404, 409, 503],
  });
}

export function useReinviteUser(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => reinviteUser(orgId, userId),
    onSuccess: () => onOrganizationUsersChanged(queryClient, orgId),
  });
}
