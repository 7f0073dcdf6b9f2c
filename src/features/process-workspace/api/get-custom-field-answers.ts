import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFieldAnswers } from '../../../contract/custom-fields';
import { apiRequest } from '../../../lib/http';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET …/process/{p}/customfield — the answered fields, with who answered and who last changed them. */
export function getCustomFieldAnswers(orgId: number, processId: number, signal?: AbortSignal): Promise<CustomFieldAnswers> {
  return apiRequest<CustomFieldAnswers>(`/v1/organization/${orgId}/process/${processId}/customfield`, { signal });
}

export const customFieldAnswersQueryOptions = (orgId: number, processId: number) =>
  queryOptions({
    queryKey: processWorkspaceKeys.customFieldAnswers(orgId, processId),
    queryFn: ({ signal }) => getCustomFieldAnswers(orgId, processId, signal),
    meta: { persist: 'processWorkspace.customFieldAnswers' },
  });

export function useCustomFieldAnswers(orgId: number, processId: number) {
  return useQuery(customFieldAnswersQueryOptions(orgId, processId));
}
