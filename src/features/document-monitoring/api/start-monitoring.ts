import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumeUniqueResponse } from '../../../contract/activities';
import { monitoringEndpoints } from '../../../contract/endpoints/monitoring';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { onHolderActivityChanged } from '../../../lib/on-holder-activity-changed';

/** PUT …/consumeunique/{id}/monitor — Starts monitoring (consumes one Monitoria; 402 without balance, 409 when already monitored). */
export function startMonitoring(
  { orgId, holderId }: HolderScope,
  consumeUniqueId: number,
): Promise<ConsumeUniqueResponse> {
  return callApi(monitoringEndpoints.startMonitoring, {
    params: { holderId, orgId, consumeUniqueId },
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
