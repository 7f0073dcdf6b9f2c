import type { AnalysisDetailQuery, AnalysisMetricQuery } from '../../../contract/analyses';

/** Under ['organization', o, 'holder', h] like the balance and the activity list (one invalidation refreshes all). */
export const analysisKeys = {
  holderScope: (holderId: number, organizationId: number) => ['organization', organizationId, 'holder', holderId] as const,
  analysis: (holderId: number, organizationId: number, consumeId: number, analysisId: number) =>
    ['organization', organizationId, 'holder', holderId, 'analysis', consumeId, analysisId] as const,
  detail: (holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisDetailQuery) =>
    ['organization', organizationId, 'holder', holderId, 'analysis', consumeId, analysisId, 'detail', query] as const,
  metric: (holderId: number, organizationId: number, consumeId: number, analysisId: number, query: AnalysisMetricQuery) =>
    ['organization', organizationId, 'holder', holderId, 'analysis', consumeId, analysisId, 'metric', query] as const,
};

/** …/consumeunique/{id}/analytics/{aid} */
export const analysisBase = (holderId: number, organizationId: number, consumeId: number, analysisId: number) =>
  `/v1/holder/${holderId}/organization/${organizationId}/consumeunique/${consumeId}/analytics/${analysisId}`;
