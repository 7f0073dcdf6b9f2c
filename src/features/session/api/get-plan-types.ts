import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanTypeList } from '../../../contract/plans';
import { apiRequest } from '../../../lib/http';
import { sessionKeys } from './session-keys';

export function getPlanTypes(signal?: AbortSignal): Promise<PlanTypeList> {
  return apiRequest<PlanTypeList>('/v1/plan-types', { signal });
}

export const planTypesQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.planTypes(), queryFn: ({ signal }) => getPlanTypes(signal), staleTime: Infinity });

export function usePlanTypes(enabled = true) {
  return useQuery({ ...planTypesQueryOptions(), enabled });
}
