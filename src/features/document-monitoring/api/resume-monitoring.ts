import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import { apiRequest } from '../../../lib/http';
import { documentKeys } from './document-keys';

/** DELETE …/consumeunique/{id}/pause — Ends a pause early; 409 when not paused. */
export function resumeMonitoring(holderId: number, organizationId: number, consumeUniqueId: number): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${organizationId}/consumeunique/${consumeUniqueId}/pause`, {
    method: 'DELETE',
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useResumeMonitoring(holderId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => resumeMonitoring(holderId, organizationId, consumeUniqueId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.holderScope(holderId, organizationId) }),
  });
}
