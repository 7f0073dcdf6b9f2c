import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RelationshipAnalysis,
  RelationshipEntity,
  RelationshipExpansionResponse,
  RelationshipGraphResponse,
} from '../../../contract/relationships';
import type { RelationshipV2Body } from '../../../contract/relationships-v2';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { mergeExpansion } from '../graph-model';
import { relationshipKeys } from './relationship-keys';

/**
 * Looks a failed entity up again, free of charge; a provider that fails again answers 200 with the entity
 * still lookupFailed. A company through …/organizationQSARelations/{id}?retry=true (its QSA); a person has no QSA
 * (that call answers 400), so through …/relationshipsParents/{id}?retry=true (the companies it is a partner of).
 */
export function retryEntityLookup(
  scope: HolderScope,
  analysis: Pick<RelationshipAnalysis, 'id' | 'planId'>,
  entity: RelationshipEntity,
): Promise<RelationshipExpansionResponse> {
  const body: RelationshipV2Body = {
    holderId: scope.holderId,
    organizationId: scope.orgId,
    planId: analysis.planId,
    documentType: entity.documentType,
    documentNumber: entity.documentNumber,
    entityId: entity.id,
  };
  const endpoint =
    entity.kind === 'PERSON'
      ? relationshipEndpoints.expandEntityPartnerCompanies
      : relationshipEndpoints.expandEntityQsa;
  return callApi(endpoint, {
    params: { relationshipAnalysisId: analysis.id },
    query: { retry: true },
    body,
    expectedStatuses: [400, 403, 404, 409],
  });
}

/** Told per entity (hook-level callbacks run for every call, not only the latest one). */
export interface RetryListeners {
  onStart?: (entity: RelationshipEntity) => void;
  onFailed?: (entity: RelationshipEntity, error: unknown) => void;
}

export function useRetryEntityLookup(
  scope: HolderScope,
  analysis: Pick<RelationshipAnalysis, 'id' | 'planId'>,
  listeners: RetryListeners = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entity: RelationshipEntity) => retryEntityLookup(scope, analysis, entity),
    onMutate: (entity) => listeners.onStart?.(entity),
    onError: (error, entity) => listeners.onFailed?.(entity, error),
    onSuccess: (answer) => {
      queryClient.setQueryData<RelationshipGraphResponse>(relationshipKeys.graph(scope, analysis.id), (old) =>
        old ? { register: mergeExpansion(old.register, answer.register) } : old,
      );
    },
  });
}
