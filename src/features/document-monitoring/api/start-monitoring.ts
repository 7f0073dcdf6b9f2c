import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import { apiRequest } from '../../../lib/http';
import { documentKeys } from './document-keys';

/** PUT …/consumeunique/{id}/monitor — Starts monitoring (consumes one Monitoria; 402 without balance, 409 when already monitored). */
export function startMonitoring(holderId: number, organizationId: number, consumeUniqueId: number): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${organizationId}/consumeunique/${consumeUniqueId}/monitor`, {
    method: 'PUT',
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useStartMonitoring(holderId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => startMonitoring(holderId, organizationId, consumeUniqueId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.holderScope(holderId, organizationId) }),
  });
}
