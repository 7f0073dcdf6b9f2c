import { PDF_MEDIA_TYPE } from '../constants/media-types.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** A holder's extract, bills and consumption figures (docs/api.md#reports-extract-and-billing). */
export const billingEndpoints = {
  listExtract: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/extract',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      query: s.extract.ExtractListQuery,
      response: { 200: s.extract.ExtractList },
    }),
  }),
  getWholeExtract: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/extract/all',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      query: s.extract.ExtractFilterQuery,
      response: { 200: s.extract.ExtractExport },
    }),
  }),
  listBills: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/billing',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      query: s.billing.BillingListQuery,
      response: { 200: s.billing.BillingList },
    }),
  }),
  getBill: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/billing/:billId',
    schemas: (s) => ({ params: s.billing.BillParams, response: { 200: s.billing.BillDetail } }),
  }),
  downloadBillPdf: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/billing/:billId/pdf',
    schemas: (s) => ({
      params: s.billing.BillParams,
      response: { 200: s.fileAnswers.fileResponse('PDF da fatura', [PDF_MEDIA_TYPE]) },
    }),
  }),
  getConsumptionMetric: defineEndpoint({
    method: 'GET',
    path: '/v1/holder/:holderId/organization/:orgId/metric',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      query: s.metrics.MetricQuery,
      response: { 200: s.metrics.MetricResponse },
    }),
  }),
};
