import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse, PauseBody } from '../../../contract/activities';
import { apiRequest } from '../../../lib/http';
import { documentKeys } from './document-keys';

/** 30, 60 or 90. */
export type PauseDays = PauseBody['days'];

/** PUT …/consumeunique/{id}/pause {days} — 409 with the reason when not monitored or no pause is available yet. */
export function pauseMonitoring(holderId: number, organizationId: number, consumeUniqueId: number, days: PauseDays): Promise<ConsumeUniqueResponse> {
  return apiRequest<ConsumeUniqueResponse>(`/v1/holder/${holderId}/organization/${organizationId}/consumeunique/${consumeUniqueId}/pause`, {
    method: 'PUT',
    body: { days } satisfies PauseBody,
    expectedStatuses: [400, 404, 409],
  });
}

export function usePauseMonitoring(holderId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: PauseDays }) => pauseMonitoring(holderId, organizationId, id, days),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.holderScope(holderId, organizationId) }),
  });
}
