import { defineEndpoint } from './define-endpoint.ts';

/** Risk analyses of a looked-up document and their PDF report (docs/api.md#analyses). */
export const analysisEndpoints = {
  startAnalysis: defineEndpoint({
    method: 'PUT',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/plan/:planId/analytics',
    schemas: (s) => ({
      params: s.analyses.StartAnalysisParams,
      response: { 200: s.analyses.StartAnalysisResponse, 201: s.analyses.StartAnalysisResponse },
    }),
  }),
  getAnalysis: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/analytics/:analysisId',
    schemas: (s) => ({ params: s.analyses.AnalysisParams, response: { 200: s.analyses.AnalysisResponse } }),
  }),
  getAnalysisDetail: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/analytics/:analysisId/detail',
    schemas: (s) => ({
      params: s.analyses.AnalysisParams,
      query: s.analyses.AnalysisDetailQuery,
      response: { 200: s.analyses.AnalysisDetailResponse },
    }),
  }),
  getAnalysisMetric: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/analytics/:analysisId/metric',
    schemas: (s) => ({
      params: s.analyses.AnalysisParams,
      query: s.analyses.AnalysisMetricQuery,
      response: { 200: s.analyses.AnalysisMetricResponse },
    }),
  }),
  /** The full (authenticated) link of the premium PDF: it never expires. */
  downloadAnalysisReport: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/consumeunique/:consumeUniqueId/analytics/:analysisId/report',
    schemas: (s) => ({
      params: s.analyses.AnalysisParams,
      response: { 200: s.fileAnswers.binaryResponse('application/pdf') },
    }),
  }),
  /** The same PDF by the temporary signed link (1 h), without a token. */
  getAnalysisReportContent: defineEndpoint({
    method: 'GET',
    path: '/v1/analysis-reports/:analysisId/content',
    schemas: (s) => ({
      params: s.analyses.ReportLinkParams,
      query: s.analyses.ReportLinkQuery,
      response: { 200: s.fileAnswers.binaryResponse('application/pdf') },
    }),
  }),
};
