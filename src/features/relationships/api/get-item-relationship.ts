import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemRelationshipResponse, RelationshipAnalysis } from '../../../contract/relationships';
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

/**
 * `known`: the analysis the activity list's answer carried for the item (null: none). With it no request is made —
 * ten cards used to ask one each, ten requests and renders per page; without it (an answer saved on a
 * device before the list carried it) the item is asked as before.
 */
export function useItemRelationship(
  scope: HolderScope,
  consumeUniqueId: number,
  known?: RelationshipAnalysis | null,
): { register: RelationshipAnalysis | null | undefined; isPending: boolean; isError: boolean } {
  const query = useQuery({ ...itemRelationshipQueryOptions(scope, consumeUniqueId), enabled: known === undefined });
  if (known !== undefined) return { register: known, isPending: false, isError: false };
  return { register: query.data?.register, isPending: query.isPending, isError: query.isError };
}
