import { CSV_MEDIA_TYPE, PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '../constants/media-types.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Reports generated in the background (docs/api.md#reports-extract-and-billing). */
export const generatedReportEndpoints = {
  listReports: defineEndpoint({
    method: 'GET',
    path: '/v2/organization/:orgId/report',
    schemas: (s) => ({
      params: s.common.OrgParams,
      query: s.reportsV2.ReportListQuery,
      response: { 200: s.reportsV2.ReportList },
    }),
  }),
  requestReport: defineEndpoint({
    method: 'POST',
    path: '/v2/organization/:orgId/report',
    schemas: (s) => ({
      params: s.common.OrgParams,
      body: s.reportsV2.ReportRequest,
      response: { 202: s.reportsV2.Report },
    }),
  }),
  downloadReport: defineEndpoint({
    method: 'GET',
    path: '/v2/organization/:orgId/report/:reportId/download',
    schemas: (s) => ({
      params: s.reportsV2.ReportParams,
      response: {
        200: s.fileAnswers.fileResponse('Arquivo do relatório (PDF, CSV ou XLSX)', [
          PDF_MEDIA_TYPE,
          CSV_MEDIA_TYPE,
          XLSX_MEDIA_TYPE,
        ]),
      },
    }),
  }),
  retryReport: defineEndpoint({
    method: 'POST',
    path: '/v2/organization/:orgId/report/:reportId/retry',
    schemas: (s) => ({ params: s.reportsV2.ReportParams, response: { 202: s.reportsV2.Report } }),
  }),
};
