import { CSV_MEDIA_TYPE, PDF_MEDIA_TYPE } from '../constants/media-types.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The explain exports and the consumption of a month (docs/api.md#search-and-exports). */
export const reportEndpoints = {
  explainCsv: defineEndpoint({
    method: 'POST',
    path: '/v1/report/explain',
    schemas: (s) => ({
      body: s.reports.ExplainBody,
      response: { 200: s.fileAnswers.fileResponse('Explicação da consulta em CSV (Excel pt-BR)', [CSV_MEDIA_TYPE]) },
    }),
  }),
  explainPdf: defineEndpoint({
    method: 'POST',
    path: '/v1/report/explain/report',
    schemas: (s) => ({
      body: s.reports.ExplainBody,
      response: { 200: s.fileAnswers.fileResponse('Explicação da consulta em PDF', [PDF_MEDIA_TYPE]) },
    }),
  }),
  getMonthConsumption: defineEndpoint({
    method: 'POST',
    path: '/v1/holder/:holderId/organization/:orgId/metricconsume',
    schemas: (s) => ({
      params: s.common.HolderOrgParams,
      body: s.reports.MetricConsumeBody,
      response: { 200: s.reports.MetricConsumeResponse },
    }),
  }),
};
