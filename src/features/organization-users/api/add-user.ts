import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileName } from '../../../contract/constants/profiles';
import type { AddUserBody, AddUserResponse } from '../../../contract/organization-users';
import { organizationUserEndpoints } from '../../../contract/endpoints/organization-users';
import { callApi } from '../../../lib/http/call-api';
import { onOrganizationUsersChanged } from './on-organization-users-changed';

export interface AddUserInput {
  email: string;
  name: string;
  accessType: ProfileName;
}

/**
 * POST /v1/organization/{orgId}/adduser — 201 with the member, and the temporary password when the local stack
 * created the person. 400 (bad e-mail or profile), 403 (a profile the caller may not grant), 409 (already a member)
 * and 503 (identity service down) are the form's to show: a refusal keeps the form, never leaves the screen.
 */
export function addUser(orgId: number, input: AddUserInput): Promise<AddUserResponse> {
  const body: AddUserBody = {
    username: input.email.trim().toLowerCase(),
    organizationLawFirmId: orgId,
    accessType: input.accessType,
    name: input.name.trim(),
  };
  return callApi(organizationUserEndpoints.addUser, {
    params: { orgId },
    body,
    expectedStatuses: [400, 403, 409, 503],
  });
}

export function useAddUser(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddUserInput) => addUser(orgId, input),
    onSuccess: () => onOrganizationUsersChanged(queryClient, orgId),
  });
}
