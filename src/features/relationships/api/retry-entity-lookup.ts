import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RelationshipAnalysis, RelationshipEntity, RelationshipExpansionResponse, RelationshipGraphResponse, RelationshipV2Body } from '../../../contract/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { mergeExpansion } from '../graph-model';
import { relationshipKeys } from './relationship-keys';

/**
 * POST /v2/analytics/organizationQSARelations/{id}?retry=true — looks a failed entity up again (spec §8), free of
 * charge; a provider that fails again answers 200 with the entity still lookupFailed.
 */
export function retryEntityLookup(scope: HolderScope, analysis: Pick<RelationshipAnalysis, 'id' | 'planId'>, entity: RelationshipEntity): Promise<RelationshipExpansionResponse> {
  const body: RelationshipV2Body = {
    holderId: scope.holderId,
    organizationId: scope.orgId,
    planId: analysis.planId,
    documentType: entity.documentType,
    documentNumber: entity.documentNumber,
    entityId: entity.id,
  };
  return apiRequest<RelationshipExpansionResponse>(`/v2/analytics/organizationQSARelations/${analysis.id}`, {
    method: 'POST',
    query: { retry: 'true' },
    body,
    expectedStatuses: [400, 403, 404, 409],
  });
}

export function useRetryEntityLookup(scope: HolderScope, analysis: Pick<RelationshipAnalysis, 'id' | 'planId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entity: RelationshipEntity) => retryEntityLookup(scope, analysis, entity),
    onSuccess: (answer) => {
      queryClient.setQueryData<RelationshipGraphResponse>(relationshipKeys.graph(scope, analysis.id), (old) =>
        old ? { register: mergeExpansion(old.register, answer.register) } : old,
      );
    },
  });
}
