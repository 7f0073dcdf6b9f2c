import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RelationshipEntity, RelationshipExpansionResponse, RelationshipGraphResponse } from '../../../contract/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { mergeExpansion } from '../graph-model';
import { analysisBase, relationshipKeys } from './relationship-keys';

/**
 * POST …/organizationQSA/{entityId} (a company's QSA) and …/relation/{entityId} (the companies where it is a
 * partner): whichever the entity has not loaded yet. Nothing is consumed.
 */
export async function expandEntity(scope: HolderScope, analysisId: number, entity: RelationshipEntity): Promise<RelationshipExpansionResponse[]> {
  const base = analysisBase(scope, analysisId);
  const calls: Promise<RelationshipExpansionResponse>[] = [];
  const post = (path: string) => apiRequest<RelationshipExpansionResponse>(path, { method: 'POST', expectedStatuses: [400, 404, 409] });
  if (entity.kind === 'COMPANY' && !entity.qsaLoaded && entity.qsaCount > 0) calls.push(post(`${base}/organizationQSA/${entity.id}`));
  if (!entity.relationsLoaded && entity.relationsCount > 0) calls.push(post(`${base}/relation/${entity.id}`));
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
