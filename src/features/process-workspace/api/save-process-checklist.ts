import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistBody, ProcessChecklist } from '../../../contract/checklists';
import { checklistEndpoints } from '../../../contract/endpoints/checklists';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** POST …/process/{p}/checklist {groupId?, questions}: attaches a group (idempotent) and/or answers questions. */
export function saveProcessChecklist(orgId: number, processId: number, body: ChecklistBody): Promise<ProcessChecklist> {
  return callApi(checklistEndpoints.saveProcessChecklist, {
    params: { orgId, processId },
    body,
    expectedStatuses: [400, 404],
  });
}

export function useSaveProcessChecklist(orgId: number, processId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChecklistBody) => saveProcessChecklist(orgId, processId, body),
    onSuccess: (checklist) =>
      queryClient.setQueryData(processWorkspaceKeys.processChecklist(orgId, processId), checklist),
  });
}
