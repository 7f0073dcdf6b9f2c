import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFieldValueList } from '../../../contract/custom-fields';
import { customFieldEndpoints } from '../../../contract/endpoints/custom-fields';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

/** GET …/process/{p}/customfield/{f}/listvalue/list — the options of a SELECT field. */
export function getCustomFieldValues(
  orgId: number,
  processId: number,
  fieldId: number,
  signal?: AbortSignal,
): Promise<CustomFieldValueList> {
  return callApi(customFieldEndpoints.listCustomFieldValues, { params: { orgId, processId, fieldId }, signal });
}

export const customFieldValuesQueryOptions = (orgId: number, processId: number, fieldId: number) =>
  queryOptions({
    queryKey: processWorkspaceKeys.customFieldValues(orgId, processId, fieldId),
    queryFn: ({ signal }) => getCustomFieldValues(orgId, processId, fieldId, signal),
    select: (values) => [...values].sort((a, b) => a.priority - b.priority),
    staleTime: 5 * 60_000,
    meta: { persist: 'processWorkspace.customFieldValues' },
  });

export function useCustomFieldValues(orgId: number, processId: number, fieldId: number, enabled = true) {
  return useQuery({ ...customFieldValuesQueryOptions(orgId, processId, fieldId), enabled });
}
