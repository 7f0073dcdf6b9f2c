import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis, AnalysisResponse } from '../../../contract/analyses';
import { analysisEndpoints } from '../../../contract/endpoints/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { analysisKeys } from './analysis-keys';

/** GET …/consumeunique/{id}/analytics/{aid} → the analysis with its summary (empty until DONE). */
export function getAnalysis(
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  signal?: AbortSignal,
): Promise<AnalysisResponse> {
  return callApi(analysisEndpoints.getAnalysis, {
    params: { orgId: scope.orgId, holderId: scope.holderId, consumeUniqueId: consumeId, analysisId },
    signal,
    expectedStatuses: [404],
  });
}

/** Still changing on the server: the analysis itself, or its PDF report. */
export function isSettling(analysis: Pick<Analysis, 'status' | 'statusReport'>): boolean {
  if (analysis.status === 'PROCESSING') return true;
  return analysis.status === 'DONE' && (analysis.statusReport === 'PENDING' || analysis.statusReport === 'PROCESSING');
}

export const POLL_INTERVAL_MS = 2000;

export const analysisQueryOptions = (scope: HolderScope, consumeId: number, analysisId: number) =>
  queryOptions({
    queryKey: analysisKeys.analysis(scope, consumeId, analysisId),
    queryFn: ({ signal }) => getAnalysis(scope, consumeId, analysisId, signal),
    // Follow the status until the analysis and its report are done.
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data.register) ? POLL_INTERVAL_MS : false),
  });

export function useAnalysis(scope: HolderScope, consumeId: number, analysisId: number) {
  return useQuery(analysisQueryOptions(scope, consumeId, analysisId));
}
