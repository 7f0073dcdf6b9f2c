import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OabRegistration, OabRegistrationBody } from '../../../contract/court-data';
import { courtDataEndpoints } from '../../../contract/endpoints/court-data';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

/** POST …/court-data/oab-registrations — 400 (number, UF or name refused, in Portuguese) stays in the form. */
export function addOabRegistration(orgId: number, body: OabRegistrationBody): Promise<OabRegistration> {
  return callApi(courtDataEndpoints.addOabRegistration, { params: { orgId }, body, expectedStatuses: [400, 403] });
}

export function useAddOabRegistration(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OabRegistrationBody) => addOabRegistration(orgId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtDataKeys.all(orgId) }),
  });
}
