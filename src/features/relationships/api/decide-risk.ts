import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RelationshipGraphResponse } from '../../../contract/relationships';
import type { RiskDecisionBody, RiskDecisionResponse } from '../../../contract/risk-decisions';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { withRiskDecision } from '../risk-decision';
import { relationshipKeys } from './relationship-keys';

/** PUT …/userPlanConsumeBusinessRelationshipsSummary/{id}/risk-decisions — confirms or dismisses one hit. */
export function decideRisk(
  scope: HolderScope,
  analysisId: number,
  body: RiskDecisionBody,
): Promise<RiskDecisionResponse> {
  return callApi(relationshipEndpoints.decideRisk, {
    params: { orgId: scope.orgId, holderId: scope.holderId, relationshipAnalysisId: analysisId },
    body,
    expectedStatuses: [400, 403, 404, 409],
  });
}

/**
 * The graph on the device shows the decision at once (it is kept offline), then the graph is read again: the same
 * entity's hits in the rest of the graph, and the server's word on who decided and when.
 */
export function useDecideRisk(scope: HolderScope, analysisId: number) {
  const queryClient = useQueryClient();
  const key = relationshipKeys.graph(scope, analysisId);
  return useMutation({
    mutationFn: (body: RiskDecisionBody) => decideRisk(scope, analysisId, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData<RelationshipGraphResponse>(key, (old) =>
        old ? { register: withRiskDecision(old.register, answer.register) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
