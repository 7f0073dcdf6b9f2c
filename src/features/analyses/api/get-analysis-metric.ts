import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisMetricQuery, AnalysisMetricResponse } from '../../../contract/analyses';
import { analysisEndpoints } from '../../../contract/endpoints/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { analysisKeys } from './analysis-keys';

/** GET …/analytics/{aid}/metric?typeRisk&active — rows by year and by month (active=true / active=false). */
export function getAnalysisMetric(
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  query: AnalysisMetricQuery,
  signal?: AbortSignal,
): Promise<AnalysisMetricResponse> {
  return callApi(analysisEndpoints.getAnalysisMetric, {
    params: { orgId: scope.orgId, holderId: scope.holderId, consumeUniqueId: consumeId, analysisId },
    query: { ...query },
    signal,
    expectedStatuses: [400, 409],
  });
}

export const analysisMetricQueryOptions = (
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  query: AnalysisMetricQuery,
) =>
  queryOptions({
    queryKey: analysisKeys.metric(scope, consumeId, analysisId, query),
    queryFn: ({ signal }) => getAnalysisMetric(scope, consumeId, analysisId, query, signal),
  });

export function useAnalysisMetric(
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  query: AnalysisMetricQuery,
  enabled: boolean,
) {
  return useQuery({ ...analysisMetricQueryOptions(scope, consumeId, analysisId, query), enabled });
}
