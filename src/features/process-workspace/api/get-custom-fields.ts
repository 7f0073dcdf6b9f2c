import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFieldList } from '../../../contract/custom-fields';
import { customFieldEndpoints } from '../../../contract/endpoints/custom-fields';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET …/process/{p}/customfield/list — the organization's fields, ordered by priority. */
export function getCustomFields(orgId: number, processId: number, signal?: AbortSignal): Promise<CustomFieldList> {
  return callApi(customFieldEndpoints.listCustomFields, { params: { orgId, processId }, signal });
}

export const customFieldsQueryOptions = (orgId: number, processId: number) =>
  queryOptions({
    queryKey: processWorkspaceKeys.customFields(orgId, processId),
    queryFn: ({ signal }) => getCustomFields(orgId, processId, signal),
    select: (fields) => [...fields].sort((a, b) => a.priority - b.priority),
    staleTime: 5 * 60_000,
    meta: { persist: 'processWorkspace.customFields' },
  });

export function useCustomFields(orgId: number, processId: number) {
  return useQuery(customFieldsQueryOptions(orgId, processId));
}
