import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFieldAnswers } from '../../../contract/custom-fields';
import { customFieldEndpoints } from '../../../contract/endpoints/custom-fields';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET …/process/{p}/customfield — the answered fields, with who answered and who last changed them. */
export function getCustomFieldAnswers(
  orgId: number,
  processId: number,
  signal?: AbortSignal,
): Promise<CustomFieldAnswers> {
  return callApi(customFieldEndpoints.getCustomFieldAnswers, { params: { orgId, processId }, signal });
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
