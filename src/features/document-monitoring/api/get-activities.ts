import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityList, ActivityListQuery } from '../../../contract/activities';
import { apiRequest } from '../../../lib/http';
import { documentKeys } from './document-keys';

/** GET /v1/holder/{h}/organization/{o}/activities — 10 per page, page 0-based, newest update first. */
export function getActivities(holderId: number, organizationId: number, query: ActivityListQuery, signal?: AbortSignal): Promise<ActivityList> {
  return apiRequest<ActivityList>(`/v1/holder/${holderId}/organization/${organizationId}/activities`, {
    query: { ...query },
    signal,
    expectedStatuses: [400],
  });
}

export const activitiesQueryOptions = (holderId: number, organizationId: number, query: ActivityListQuery) =>
  queryOptions({
    queryKey: documentKeys.activities(holderId, organizationId, query),
    queryFn: ({ signal }) => getActivities(holderId, organizationId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useActivities(holderId: number, organizationId: number, query: ActivityListQuery, enabled = true) {
  // An analysis still running changes the list by itself: refresh until every analysis settles.
  return useQuery({
    ...activitiesQueryOptions(holderId, organizationId, query),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.result.some((item) => item.analyses.some((a) => a.status === 'PROCESSING' || a.statusReport === 'PROCESSING' || a.statusReport === 'PENDING'))
        ? 3000
        : false,
  });
}
