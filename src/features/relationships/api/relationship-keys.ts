import type { HolderScope } from '../../../lib/holder-scope';
import { queryKeys } from '../../../lib/query-keys';

/** Under the holder's root (lib/query-keys.ts): starting an analysis consumes the holder's balance, one invalidation. */
export const relationshipKeys = {
  all: (scope: HolderScope) => [...queryKeys.holder(scope), 'relationships'] as const,
  graph: (scope: HolderScope, analysisId: number) => [...relationshipKeys.all(scope), analysisId] as const,
  /** The latest analysis of one looked-up document (or null). */
  item: (scope: HolderScope, consumeUniqueId: number) =>
    [...relationshipKeys.all(scope), 'item', consumeUniqueId] as const,
  /** The newest TCU certificate the organization keeps for a company of the graph (or null). */
  tcuCertificate: (scope: HolderScope, analysisId: number, entityId: string) =>
    [...relationshipKeys.graph(scope, analysisId), 'tcu-certificate', entityId] as const,
};
