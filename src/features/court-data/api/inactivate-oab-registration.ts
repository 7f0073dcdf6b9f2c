import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OabRegistration } from '../../../contract/court-data';
import { courtDataEndpoints } from '../../../contract/endpoints/court-data';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

/** PUT …/oab-registrations/{id}/inactivate — stops the synchronisation of the number; what it brought stays. */
export function inactivateOabRegistration(orgId: number, registrationId: number): Promise<OabRegistration> {
  return callApi(courtDataEndpoints.inactivateOabRegistration, {
    params: { orgId, registrationId },
    expectedStatuses: [403, 404],
  });
}

export function useInactivateOabRegistration(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) => inactivateOabRegistration(orgId, registrationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtDataKeys.all(orgId) }),
  });
}
