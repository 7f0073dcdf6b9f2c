import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipGraphResponse } from '../../../contract/relationships';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { relationshipKeys } from './relationship-keys';

/**
 * GET …/userPlanConsumeBusinessRelationshipsSummary/{id}/business_relationships → the analysis and its graph
 * (every node expanded before included). 403/404 are the screen's own messages.
 */
export function getRelationshipGraph(
  scope: HolderScope,
  analysisId: number,
  signal?: AbortSignal,
): Promise<RelationshipGraphResponse> {
  return callApi(relationshipEndpoints.getRelationshipGraph, {
    params: { orgId: scope.orgId, holderId: scope.holderId, relationshipAnalysisId: analysisId },
    signal,
    expectedStatuses: [403, 404],
  });
}

export const GRAPH_POLL_MS = 2000;

export const relationshipGraphQueryOptions = (scope: HolderScope, analysisId: number) =>
  queryOptions({
    queryKey: relationshipKeys.graph(scope, analysisId),
    queryFn: ({ signal }) => getRelationshipGraph(scope, analysisId, signal),
    // Kept on the device (7 days, every graph opened): read offline in a hearing room.
    meta: { persist: 'relationships.graph' },
    refetchInterval: (query) => (query.state.data?.register.analysis.status === 'PROCESSING' ? GRAPH_POLL_MS : false),
  });

export function useRelationshipGraph(scope: HolderScope, analysisId: number) {
  return useQuery(relationshipGraphQueryOptions(scope, analysisId));
}
