import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RelationshipAnalysis } from '../../../contract/relationships';
import type { RelationshipDetailResponse, RelationshipV2Body } from '../../../contract/relationships-v2';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { relationshipKeys } from './relationship-keys';

/**
 * POST /v2/analytics/userPlanConsumeBusinessRelationshipsDetail/{id}?retry=true — runs a failed analysis again,
 * consuming nothing more (202 PROCESSING; 409 with the reason when it did not fail).
 */
export function retryRelationshipAnalysis(
  scope: HolderScope,
  analysis: RelationshipAnalysis,
): Promise<RelationshipDetailResponse> {
  const body: RelationshipV2Body = {
    holderId: scope.holderId,
    organizationId: scope.orgId,
    planId: analysis.planId,
    documentType: analysis.documentType,
    documentNumber: analysis.documentNumber,
  };
  return callApi(relationshipEndpoints.getRelationshipDetail, {
    params: { relationshipAnalysisId: analysis.id },
    query: { retry: true },
    body,
    expectedStatuses: [400, 403, 404, 409],
  });
}

export function useRetryRelationshipAnalysis(scope: HolderScope, analysis: RelationshipAnalysis) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryRelationshipAnalysis(scope, analysis),
    // The graph query follows the new run (it polls while PROCESSING).
    onSettled: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.graph(scope, analysis.id) }),
  });
}
