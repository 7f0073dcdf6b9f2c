import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse, PauseBody } from '../../../contract/activities';
import { monitoringEndpoints } from '../../../contract/endpoints/monitoring';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/** 30, 60 or 90. */
export type PauseDays = PauseBody['days'];

/** PUT …/consumeunique/{id}/pause {days} — 409 with the reason when not monitored or no pause is available yet. */
export function pauseMonitoring(
  { orgId, holderId }: HolderScope,
  consumeUniqueId: number,
  days: PauseDays,
): Promise<ConsumeUniqueResponse> {
  return callApi(monitoringEndpoints.pauseMonitoring, {
    params: { holderId, orgId, consumeUniqueId },
    body: { days },
    expectedStatuses: [400, 404, 409],
  });
}

export function usePauseMonitoring(scope: HolderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: PauseDays }) => pauseMonitoring(scope, id, days),
    onSettled: () => onHolderActivityChanged(queryClient, scope),
  });
}
