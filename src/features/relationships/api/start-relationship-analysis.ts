import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartRelationshipResponse } from '../../../contract/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';
import { relationshipBase } from './relationship-keys';

/**
 * POST …/userPlanUserConsumeBusinessRelationshipsSummary/{consumeUniqueId} — starts the relationship analysis of a
 * looked-up document (one AnalisePremium unit, once: an existing analysis is answered again with nothing consumed).
 * The Idempotency-Key makes a repeated click answer the first response.
 */
export function startRelationshipAnalysis(scope: HolderScope, consumeUniqueId: number, idempotencyKey: string): Promise<StartRelationshipResponse> {
  return apiRequest<StartRelationshipResponse>(`${relationshipBase(scope)}/userPlanUserConsumeBusinessRelationshipsSummary/${consumeUniqueId}`, {
    method: 'POST',
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
