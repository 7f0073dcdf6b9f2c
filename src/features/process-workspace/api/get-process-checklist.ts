import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcessChecklist } from '../../../contract/checklists';
import { checklistEndpoints } from '../../../contract/endpoints/checklists';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET …/process/{p}/checklist — the groups attached to the process, with the answers. */
export function getProcessChecklist(orgId: number, processId: number, signal?: AbortSignal): Promise<ProcessChecklist> {
  return callApi(checklistEndpoints.getProcessChecklist, { params: { orgId, processId }, signal });
}

export const processChecklistQueryOptions = (orgId: number, processId: number) =>
  queryOptions({
    queryKey: processWorkspaceKeys.processChecklist(orgId, processId),
    queryFn: ({ signal }) => getProcessChecklist(orgId, processId, signal),
  });

export function useProcessChecklist(orgId: number, processId: number) {
  return useQuery(processChecklistQueryOptions(orgId, processId));
}
