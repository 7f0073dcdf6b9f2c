import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanTypeList } from '../../../contract/plans';
import { planEndpoints } from '../../../contract/endpoints/plans';
import { callApi } from '../../../lib/http/call-api';
import { sessionKeys } from './session-keys';

export function getPlanTypes(signal?: AbortSignal): Promise<PlanTypeList> {
  return callApi(planEndpoints.listPlanTypes, { signal });
}

export const planTypesQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.planTypes(),
    queryFn: ({ signal }) => getPlanTypes(signal),
    staleTime: Infinity,
  });

export function usePlanTypes(enabled = true) {
  return useQuery({ ...planTypesQueryOptions(), enabled });
}
