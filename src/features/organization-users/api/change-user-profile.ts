import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileName } from '../../../contract/constants/profiles';
import type { ChangeProfileBody, OrganizationUser } from '../../../contract/organization-users';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { onOrganizationUsersChanged } from './on-organization-users-changed';

/**
 * PUT /v1/organization/{orgId}/user/{userId}/profile — 409 when it would demote the last active administrator, 403 for
 * a profile the caller may not grant: both stay in the dialog.
 */
export function changeUserProfile(orgId: number, userId: string, accessType: ProfileName): Promise<OrganizationUser> {
  const body: ChangeProfileBody = { accessType };
  return callApi(organizationUserEndpoints.changeUserProfile, {
    params: { orgId, userId },
    body,
    expectedStatuses: [400, 403, 404, 409],
  });
}

export function useChangeUserProfile(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accessType }: { userId: string; accessType: ProfileName; isSelf: boolean }) =>
      changeUserProfile(orgId, userId, accessType),
    onSuccess: (_user, { isSelf }) => onOrganizationUsersChanged(queryClient, orgId, { ownProfile: isSelf }),
  });
}
