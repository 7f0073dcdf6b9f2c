import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityList, ActivityListQuery } from '../../../contract/activities';
import { activityEndpoints } from '../../../contract/endpoints/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { documentKeys } from './document-keys';

/** GET /v1/holder/{h}/organization/{o}/activities — 10 per page, page 0-based, newest update first. */
export function getActivities(
  { orgId, holderId }: HolderScope,
  query: ActivityListQuery,
  signal?: AbortSignal,
): Promise<ActivityList> {
  return callApi(activityEndpoints.listActivities, {
    params: { holderId, orgId },
    query: { ...query },
    signal,
    expectedStatuses: [400],
  });
}

export const activitiesQueryOptions = (scope: HolderScope, query: ActivityListQuery) =>
  queryOptions({
    queryKey: documentKeys.activities(scope, query),
    queryFn: ({ signal }) => getActivities(scope, query, signal),
    placeholderData: keepPreviousData,
  });

export function useActivities(scope: HolderScope, query: ActivityListQuery, enabled = true) {
  // An analysis still running changes the list by itself: refresh until every analysis settles.
  return useQuery({
    ...activitiesQueryOptions(scope, query),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.result.some((item) =>
        item.analyses.some(
          (a) => a.status === 'PROCESSING' || a.statusReport === 'PROCESSING' || a.statusReport === 'PENDING',
        ),
      )
        ? 3000
        : false,
  });
}
