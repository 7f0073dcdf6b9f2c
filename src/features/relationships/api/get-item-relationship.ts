import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemRelationshipResponse } from '../../../contract/relationships';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { relationshipKeys } from './relationship-keys';

/**
 * GET …/consumeunique/{consumeUniqueId} — the latest relationship analysis of a looked-up document, or null: how any
 * member (a LAWYER too) finds an existing graph without starting, or paying for, a new one.
 */
export function getItemRelationship(
  scope: HolderScope,
  consumeUniqueId: number,
  signal?: AbortSignal,
): Promise<ItemRelationshipResponse> {
  return callApi(relationshipEndpoints.getItemRelationship, {
    params: { orgId: scope.orgId, holderId: scope.holderId, consumeUniqueId },
    signal,
    expectedStatuses: [403, 404],
  });
}

export const itemRelationshipQueryOptions = (scope: HolderScope, consumeUniqueId: number) =>
  queryOptions({
    queryKey: relationshipKeys.item(scope, consumeUniqueId),
    queryFn: ({ signal }) => getItemRelationship(scope, consumeUniqueId, signal),
  });

export function useItemRelationship(scope: HolderScope, consumeUniqueId: number) {
  return useQuery(itemRelationshipQueryOptions(scope, consumeUniqueId));
}
