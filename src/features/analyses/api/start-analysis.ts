import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartAnalysisResponse } from '../../../contract/analyses';
import { analysisEndpoints } from '../../../contract/endpoints/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/**
 * PUT …/consumeunique/{id}/plan/{planId}/analytics — consumes one unit of the plan and starts the analysis. The
 * Idempotency-Key makes a retried click answer the first response instead of consuming twice.
 */
export function startAnalysis(
  { orgId, holderId }: HolderScope,
  consumeId: number,
  planId: number,
  idempotencyKey: string,
): Promise<StartAnalysisResponse> {
  return callApi(analysisEndpoints.startAnalysis, {
    params: { holderId, orgId, consumeUniqueId: consumeId, planId },
    headers: { 'Idempotency-Key': idempotencyKey },
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStartAnalysis(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consumeId, planId }: { consumeId: number; planId: number }) =>
      startAnalysis(scope, consumeId, planId, crypto.randomUUID()),
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
