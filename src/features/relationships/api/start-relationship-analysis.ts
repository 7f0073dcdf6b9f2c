import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartRelationshipResponse } from '../../../contract/relationships';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/**
 * POST …/userPlanUserConsumeBusinessRelationshipsSummary/{consumeUniqueId} — starts the relationship analysis of a
 * looked-up document (one AnalisePremium unit, once: an existing analysis is answered again with nothing consumed).
 * The Idempotency-Key makes a repeated click answer the first response.
 */
export function startRelationshipAnalysis(
  scope: HolderScope,
  consumeUniqueId: number,
  idempotencyKey: string,
): Promise<StartRelationshipResponse> {
  return callApi(relationshipEndpoints.startRelationshipAnalysis, {
    params: { orgId: scope.orgId, holderId: scope.holderId, consumeUniqueId },
    headers: { 'Idempotency-Key': idempotencyKey },
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStartRelationshipAnalysis(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => startRelationshipAnalysis(scope, consumeUniqueId, crypto.randomUUID()),
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
