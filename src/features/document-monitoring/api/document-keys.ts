import type { ActivityListQuery } from '../../../contract/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Query keys of the lookups and monitoring: the activity list sits under the holder's root (lib/query-keys.ts) with
 * the balance and the analyses, so that one invalidation after a consumption refreshes all of them.
 */
export const documentKeys = {
  activities: (scope: HolderScope, query: ActivityListQuery) =>
    [...queryKeys.holder(scope), 'activities', query] as const,
  search: (orgId: number, documentNumber: string, page: number) =>
    [...queryKeys.organization(orgId), 'search', documentNumber, page] as const,
};
