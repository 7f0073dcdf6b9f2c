import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourtSuspensionList } from '../../../contract/court-data';
import { courtDataEndpoints } from '../../../contract/endpoints/court-data';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

/** GET …/court-data/suspensions — the courts' suspensions from the last year on, newest first. */
export function getSuspensions(orgId: number, signal?: AbortSignal): Promise<CourtSuspensionList> {
  return callApi(courtDataEndpoints.listSuspensions, { params: { orgId }, signal });
}

export const suspensionsQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: courtDataKeys.suspensions(orgId),
    queryFn: ({ signal }) => getSuspensions(orgId, signal),
    meta: { persist: 'courtData.suspensions' },
  });

export function useSuspensions(orgId: number) {
  return useQuery(suspensionsQueryOptions(orgId));
}
