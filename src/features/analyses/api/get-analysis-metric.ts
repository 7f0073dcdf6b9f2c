import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisMetricQuery, AnalysisMetricResponse } from '../../../contract/analyses';
import { apiRequest } from '../../../lib/http';
import { analysisBase, analysisKeys } from './analysis-keys';

/** GET …/analytics/{aid}/metric?typeRisk&active — rows by year and by month (active=true / active=false). */
export function getAnalysisMetric(holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisMetricQuery, signal?: AbortSignal): Promise<AnalysisMetricResponse> {
  return apiRequest<AnalysisMetricResponse>(`${analysisBase(holderId, organizationId, consumeId, analysisId)}/metric`, {
    query: { ...query },
    signal,
    expectedStatuses: [400, 409],
  });
}

export const analysisMetricQueryOptions = (holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisMetricQuery) =>
  queryOptions({
    queryKey: analysisKeys.metric(holderId, organizationId, consumeId, analysisId, query),
    queryFn: ({ signal }) => getAnalysisMetric(holderId, organizationId, consumeId, analysisId, query, signal),
  });

export function useAnalysisMetric(holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisMetricQuery, enabled: boolean) {
  return useQuery({ ...analysisMetricQueryOptions(holderId, organizationId, consumeId, analysisId, query), enabled });
}
