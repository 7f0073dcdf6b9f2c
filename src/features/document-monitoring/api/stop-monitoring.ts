import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import { apiRequest } from '../../../lib/http';
import { documentKeys } from './document-keys';

/** DELETE …/consumeunique/{id}/monitor — Stops monitoring (also a paused document); 409 when not monitored. */
export function stopMonitoring(holderId: number, organizationId: number, consumeUniqueId: number): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${organizationId}/consumeunique/${consumeUniqueId}/monitor`, {
    method: 'DELETE',
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStopMonitoring(holderId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => stopMonitoring(holderId, organizationId, consumeUniqueId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.holderScope(holderId, organizationId) }),
  });
}
