import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessChecklist } from '../../../contract/checklists';
import { checklistEndpoints } from '../../../contract/endpoints/checklists';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** DELETE /v1/organization/{o}/checklistgroup/{g}/process/{p} — detaches the group and deletes its answers (204). */
export function removeChecklistGroup(orgId: number, processId: number, groupId: number): Promise<void> {
  return callApi(checklistEndpoints.removeChecklistGroup, {
    params: { orgId, groupId, processId },
    expectedStatuses: [400, 404],
  });
}

export function useRemoveChecklistGroup(orgId: number, processId: number) {
  const queryClient = useQueryClient();
  const key = processWorkspaceKeys.processChecklist(orgId, processId);
  return useMutation({
    mutationFn: (groupId: number) => removeChecklistGroup(orgId, processId, groupId),
    onSuccess: (_, groupId) => {
      queryClient.setQueryData<ProcessChecklist>(key, (current) =>
        current ? { groups: current.groups.filter((g) => g.groupId !== groupId) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
