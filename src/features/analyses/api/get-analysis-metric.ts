import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisMetricQuery, AnalysisMetricResponse } from '../../../contract/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { analysisBase, analysisKeys } from './analysis-keys';

/** GET …/analytics/{aid}/metric?typeRisk&active — rows by year and by month (active=true / active=false). */
export function getAnalysisMetric(scope: HolderScope, consumeId: number, analysisId: number, query: AnalysisMetricQuery, signal?: AbortSignal): Promise<AnalysisMetricResponse> {
  return apiRequest<AnalysisMetricResponse>(`${analysisBase(scope, consumeId, analysisId)}/metric`, {
    query: { ...query },
    signal,
    expectedStatuses: [400, 409],
  });
}

export const analysisMetricQueryOptions = (scope: HolderScope, consumeId: number, analysisId: number, query: AnalysisMetricQuery) =>
  queryOptions({
    queryKey: analysisKeys.metric(scope, consumeId, analysisId, query),
    queryFn: ({ signal }) => getAnalysisMetric(scope, consumeId, analysisId, query, signal),
  });

export function useAnalysisMetric(scope: HolderScope, consumeId: number, analysisId: number, query: AnalysisMetricQuery, enabled: boolean) {
  return useQuery({ ...analysisMetricQueryOptions(scope, consumeId, analysisId, query), enabled });
}
