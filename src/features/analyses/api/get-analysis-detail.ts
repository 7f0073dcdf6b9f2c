import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisDetailQuery, AnalysisDetailResponse } from '../../../contract/analyses';
import { analysisEndpoints } from '../../../contract/endpoints/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { analysisKeys } from './analysis-keys';

/** GET …/analytics/{aid}/detail?from&size=10&typeRisk&active — from = 10·(page − 1). */
export function getAnalysisDetail(
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  query: AnalysisDetailQuery,
  signal?: AbortSignal,
): Promise<AnalysisDetailResponse> {
  return callApi(analysisEndpoints.getAnalysisDetail, {
    params: { orgId: scope.orgId, holderId: scope.holderId, consumeUniqueId: consumeId, analysisId },
    query: { ...query },
    signal,
    expectedStatuses: [400, 409],
  });
}

export const analysisDetailQueryOptions = (
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  query: AnalysisDetailQuery,
) =>
  queryOptions({
    queryKey: analysisKeys.detail(scope, consumeId, analysisId, query),
    queryFn: ({ signal }) => getAnalysisDetail(scope, consumeId, analysisId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAnalysisDetail(
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  query: AnalysisDetailQuery,
  enabled: boolean,
) {
  return useQuery({ ...analysisDetailQueryOptions(scope, consumeId, analysisId, query), enabled });
}
