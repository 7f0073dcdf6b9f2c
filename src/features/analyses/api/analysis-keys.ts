import type { AnalysisDetailQuery, AnalysisMetricQuery } from '../../../contract/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { queryKeys } from '../../../lib/query-keys';

/** Under the holder's root (lib/query-keys.ts) like the balance and the activity list (one invalidation refreshes all). */
export const analysisKeys = {
  analysis: (scope: HolderScope, consumeId: number, analysisId: number) =>
    [...queryKeys.holder(scope), 'analysis', consumeId, analysisId] as const,
  detail: (scope: HolderScope, consumeId: number, analysisId: number, query: AnalysisDetailQuery) =>
    [...analysisKeys.analysis(scope, consumeId, analysisId), 'detail', query] as const,
  metric: (scope: HolderScope, consumeId: number, analysisId: number, query: AnalysisMetricQuery) =>
    [...analysisKeys.analysis(scope, consumeId, analysisId), 'metric', query] as const,
};
