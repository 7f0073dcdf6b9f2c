import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovementTypeList } from '../../../contract/movements';
import { movementEndpoints } from '../../../contract/endpoints/movements';
import { callApi } from '../../../lib/http/call-api';
import { processKeys } from './process-keys';

/** GET /v1/organization/{o}/moviments/types — the organization's movement classes, sorted. */
export function getMovementTypes(orgId: number, signal?: AbortSignal): Promise<MovementTypeList> {
  return callApi(movementEndpoints.listMovementTypes, { params: { orgId }, signal });
}

export const movementTypesQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: processKeys.movementTypes(orgId),
    queryFn: ({ signal }) => getMovementTypes(orgId, signal),
    staleTime: 10 * 60_000,
    meta: { persist: 'processes.movementTypes' },
  });

export function useMovementTypes(orgId: number) {
  return useQuery(movementTypesQueryOptions(orgId));
}
