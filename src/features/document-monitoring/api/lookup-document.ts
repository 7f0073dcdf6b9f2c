import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookupBody, LookupResponse } from '../../../contract/activities';
import { activityEndpoints } from '../../../contract/endpoints/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/**
 * POST /v1/holder/{h}/organization/{o}/partner/process — the lookup (Consulta): adds the document to the activity
 * list, consuming one Consulta when it is new. 400 (invalid), 402 (no balance) and 409 come back with the
 * server's Portuguese reason for the form to show.
 */
export function lookupDocument({ orgId, holderId }: HolderScope, body: LookupBody): Promise<LookupResponse> {
  return callApi(activityEndpoints.lookupDocument, {
    params: { holderId, orgId },
    body,
    expectedStatuses: [400, 402, 409],
  });
}

export function useLookupDocument(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentNumber: string) => lookupDocument(scope, { documentNumber }),
    // Balance and activity list both changed.
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
