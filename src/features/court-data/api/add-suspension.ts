import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourtSuspension, CourtSuspensionBody } from '../../../contract/court-data';
import { courtDataEndpoints } from '../../../contract/endpoints/court-data';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

/** POST …/court-data/suspensions — 400 (dates, kind or reason refused, in Portuguese) stays in the form. */
export function addSuspension(orgId: number, body: CourtSuspensionBody): Promise<CourtSuspension> {
  return callApi(courtDataEndpoints.addSuspension, { params: { orgId }, body, expectedStatuses: [400, 403] });
}

export function useAddSuspension(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourtSuspensionBody) => addSuspension(orgId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtDataKeys.suspensions(orgId) }),
  });
}
