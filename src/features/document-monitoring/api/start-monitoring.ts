import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/** PUT …/consumeunique/{id}/monitor — Starts monitoring (consumes one Monitoria; 402 without balance, 409 when already monitored). */
export function startMonitoring({ orgId, holderId }: HolderScope, consumeUniqueId: number): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${orgId}/consumeunique/${consumeUniqueId}/monitor`, {
    method: 'PUT',
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStartMonitoring(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => startMonitoring(scope, consumeUniqueId),
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
