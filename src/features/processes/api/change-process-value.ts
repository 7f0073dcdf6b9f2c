import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeValueResponse, ProcessDetail } from '../../../contract/processes';
import { processEndpoints } from '../../../contract/endpoints/processes';
import { callApi } from '../../../lib/http/call-api';
import { processKeys } from './process-keys';

/** POST /v1/organization/{o}/process/{p}/changevalue {valueProcess} — centavos, null removes the manual value. */
export function changeProcessValue(
  orgId: number,
  processId: number,
  valueProcess: number | null,
): Promise<ChangeValueResponse> {
  return callApi(processEndpoints.changeProcessValue, {
    params: { orgId, processId },
    body: { valueProcess },
    expectedStatuses: [400],
  });
}

export function useChangeProcessValue(orgId: number, processId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valueProcess: number | null) => changeProcessValue(orgId, processId, valueProcess),
    onSuccess: ({ manualCauseValue }) => {
      queryClient.setQueryData<ProcessDetail>(processKeys.detail(orgId, processId), (old) =>
        old ? { ...old, manualCauseValue } : old,
      );
      void queryClient.invalidateQueries({ queryKey: processKeys.lists(orgId) });
    },
  });
}
