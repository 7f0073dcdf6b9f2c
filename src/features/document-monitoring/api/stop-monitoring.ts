import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/** DELETE …/consumeunique/{id}/monitor — Stops monitoring (also a paused document); 409 when not monitored. */
export function stopMonitoring({ orgId, holderId }: HolderScope, consumeUniqueId: number): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${orgId}/consumeunique/${consumeUniqueId}/monitor`, {
    method: 'DELETE',
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStopMonitoring(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => stopMonitoring(scope, consumeUniqueId),
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
