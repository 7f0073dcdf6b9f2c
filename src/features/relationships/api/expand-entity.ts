import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RelationshipEntity,
  RelationshipExpansionResponse,
  RelationshipGraphResponse,
} from '../../../contract/relationships';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { mergeExpansion } from '../graph-model';
import { relationshipKeys } from './relationship-keys';

/**
 * POST …/organizationQSA/{entityId} (a company's QSA) and …/relation/{entityId} (the companies where it is a
 * partner): whichever the entity has not loaded yet. Nothing is consumed.
 */
export async function expandEntity(
  scope: HolderScope,
  analysisId: number,
  entity: RelationshipEntity,
): Promise<RelationshipExpansionResponse[]> {
  const params = {
    orgId: scope.orgId,
    holderId: scope.holderId,
    relationshipAnalysisId: analysisId,
    entityId: entity.id,
  };
  const calls: Promise<RelationshipExpansionResponse>[] = [];
  const post = (
    endpoint: typeof relationshipEndpoints.expandCompanyQsa | typeof relationshipEndpoints.expandPartnerCompanies,
  ) => callApi(endpoint, { params, expectedStatuses: [400, 404, 409] });
  if (entity.kind === 'COMPANY' && !entity.qsaLoaded && entity.qsaCount > 0)
    calls.push(post(relationshipEndpoints.expandCompanyQsa));
  if (!entity.relationsLoaded && entity.relationsCount > 0)
    calls.push(post(relationshipEndpoints.expandPartnerCompanies));
  return Promise.all(calls);
}

/** Expands a node and merges what came into the cached (and persisted) graph, so it is there offline too. */
export function useExpandEntity(scope: HolderScope, analysisId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entity: RelationshipEntity) => expandEntity(scope, analysisId, entity),
    onSuccess: (answers) => {
      queryClient.setQueryData<RelationshipGraphResponse>(relationshipKeys.graph(scope, analysisId), (old) => {
        if (!old) return old;
        const register = answers.reduce((graph, answer) => mergeExpansion(graph, answer.register), old.register);
        return { register };
      });
    },
  });
}
