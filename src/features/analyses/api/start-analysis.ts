import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartAnalysisResponse } from '../../../contract/analyses';
import { apiRequest } from '../../../lib/http';
import { analysisKeys } from './analysis-keys';

/**
 * PUT …/consumeunique/{id}/plan/{planId}/analytics — consumes one unit of the plan and starts the analysis. The
 * Idempotency-Key makes a retried click answer the first response instead of consuming twice.
 */
export function startAnalysis(holderId: number, organizationId: number, consumeId: number, planId: number, idempotencyKey: string): Promise<StartAnalysisResponse> {
  return apiRequest<StartAnalysisResponse>(`/v1/holder/${holderId}/organization/${organizationId}/consumeunique/${consumeId}/plan/${planId}/analytics`, {
    method: 'PUT',
    headers: { 'Idempotency-Key': idempotencyKey },
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStartAnalysis(holderId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consumeId, planId }: { consumeId: number; planId: number }) =>
      startAnalysis(holderId, organizationId, consumeId, planId, crypto.randomUUID()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: analysisKeys.holderScope(holderId, organizationId) }),
  });
}
