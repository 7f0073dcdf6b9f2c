import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/** DELETE …/consumeunique/{id}/pause — Ends a pause early; 409 when not paused. */
export function resumeMonitoring({ orgId, holderId }: HolderScope, consumeUniqueId: number): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${orgId}/consumeunique/${consumeUniqueId}/pause`, {
    method: 'DELETE',
    expectedStatuses: [400, 402, 404, 409],
  });
}

export function useResumeMonitoring(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consumeUniqueId: number) => resumeMonitoring(scope, consumeUniqueId),
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
