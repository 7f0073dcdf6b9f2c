import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import { monitoringEndpoints } from '../../../contract/endpoints/monitoring';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/** DELETE …/consumeunique/{id}/pause — Ends a pause early; 409 when not paused. */
export function resumeMonitoring(
  { orgId, holderId }: HolderScope,
  consumeUniqueId: number,
): Promise<ConsumeUniqueResponse> {
  return callApi(monitoringEndpoints.resumeMonitoring, {
    params: { holderId, orgId, consumeUniqueId },
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
