import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistGroupList } from '../../../contract/checklists';
import { checklistEndpoints } from '../../../contract/endpoints/checklists';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET /v1/organization/{o}/checklistgroup — the organization's checklist groups with their questions. */
export function getChecklistGroups(orgId: number, signal?: AbortSignal): Promise<ChecklistGroupList> {
  return callApi(checklistEndpoints.listChecklistGroups, { params: { orgId }, signal });
}

export const checklistGroupsQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: processWorkspaceKeys.checklistGroups(orgId),
    queryFn: ({ signal }) => getChecklistGroups(orgId, signal),
    staleTime: 5 * 60_000,
  });

export function useChecklistGroups(orgId: number) {
  return useQuery(checklistGroupsQueryOptions(orgId));
}
