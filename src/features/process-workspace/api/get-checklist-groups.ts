import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistGroupList } from '../../../contract/checklists';
import { apiRequest } from '../../../lib/http';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET /v1/organization/{o}/checklistgroup — the organization's checklist groups with their questions. */
export function getChecklistGroups(orgId: number, signal?: AbortSignal): Promise<ChecklistGroupList> {
  return apiRequest<ChecklistGroupList>(`/v1/organization/${orgId}/checklistgroup`, { signal });
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
