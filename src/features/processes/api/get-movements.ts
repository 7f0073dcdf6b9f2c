import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MovementList, MovementListQuery } from '../../../contract/movements';
import { movementEndpoints } from '../../../contract/endpoints/movements';
import { callApi } from '../../../lib/http/call-api';
import { compactFilters, processKeys } from './process-keys';

/** GET /v1/organization/{o}/process/{p}/moviments — court and manual movements, newest first, 10 per page. */
export function getMovements(
  orgId: number,
  processId: number,
  filters: MovementListQuery,
  signal?: AbortSignal,
): Promise<MovementList> {
  return callApi(movementEndpoints.listMovements, {
    params: { orgId, processId },
    query: { ...filters },
    signal,
    expectedStatuses: [400, 404],
  });
}

export const movementsQueryOptions = (orgId: number, processId: number, filters: MovementListQuery) => {
  const compact = compactFilters(filters);
  return queryOptions({
    queryKey: processKeys.movements(orgId, processId, compact),
    queryFn: ({ signal }) => getMovements(orgId, processId, compact, signal),
    placeholderData: keepPreviousData,
    meta: { persist: 'processes.movements' },
  });
};

export function useMovements(orgId: number, processId: number, filters: MovementListQuery) {
  return useQuery(movementsQueryOptions(orgId, processId, filters));
}
