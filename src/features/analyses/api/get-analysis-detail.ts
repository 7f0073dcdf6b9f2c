import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisDetailQuery, AnalysisDetailResponse } from '../../../contract/analyses';
import { apiRequest } from '../../../lib/http';
import { analysisBase, analysisKeys } from './analysis-keys';

/** GET …/analytics/{aid}/detail?from&size=10&typeRisk&active — from = 10·(page − 1). */
export function getAnalysisDetail(holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisDetailQuery, signal?: AbortSignal): Promise<AnalysisDetailResponse> {
  return apiRequest<AnalysisDetailResponse>(`${analysisBase(holderId, organizationId, consumeId, analysisId)}/detail`, {
    query: { ...query },
    signal,
    expectedStatuses: [400, 409],
  });
}

export const analysisDetailQueryOptions = (holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisDetailQuery) =>
  queryOptions({
    queryKey: analysisKeys.detail(holderId, organizationId, consumeId, analysisId, query),
    queryFn: ({ signal }) => getAnalysisDetail(holderId, organizationId, consumeId, analysisId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAnalysisDetail(holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisDetailQuery, enabled: boolean) {
  return useQuery({ ...analysisDetailQueryOptions(holderId, organizationId, consumeId, analysisId, query), enabled });
}
