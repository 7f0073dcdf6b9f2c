import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillDetail, BillingList, BillingListQuery, BillParams } from '../../src/contract/billing.ts';
import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import { HolderOrgParams } from '../../src/contract/common.ts';
import { EXTRACT_EXPORT_MAX_ROWS, EXTRACT_PAGE_SIZE } from '../../src/contract/constants/billing.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { BILLING_PROFILES } from '../../src/contract/constants/profiles.ts';
import { ExtractExport, ExtractFilterQuery, ExtractList, ExtractListQuery } from '../../src/contract/extract.ts';
import type { ExtractFilterQuery as ExtractFilterType, ExtractRow } from '../../src/contract/extract.ts';
import { MetricQuery, MetricResponse } from '../../src/contract/metrics.ts';
import { member } from '../auth/access.ts';
import { billPdf } from '../billing/bill-pdf.ts';
import { billDetail, billSummary } from '../billing/bill-view.ts';
import { metricRows } from '../billing/metric-rows.ts';
import { startOfBrazilDay, toIso } from '../domain/calendar.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { requirePeriod } from '../http/rule-errors.ts';
import { findBill, listBills } from '../repositories/bills.ts';
import { consumptionMetrics, listExtract, type ExtractDbRow, type ExtractFilter } from '../repositories/extract.ts';
import { BEARER_SECURITY, errorResponses, fileResponse, ORG_ROUTE_ERRORS, PDF_MEDIA_TYPE } from './route-schemas.ts';

const TAGS = ['faturamento'];
const ERRORS = [...ORG_ROUTE_ERRORS] as const;
const Pdf = fileResponse('PDF da fatura', [PDF_MEDIA_TYPE]);
const ACCESS = { access: member({ profiles: BILLING_PROFILES }) };

const dayAfter = (isoDay: string): string => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The extract's filters from the query; 400 on a bad period or a document filter with nothing of a document in it. */
function extractFilter(holderId: number, organizationId: number, query: ExtractFilterType): ExtractFilter {
  requirePeriod(query.from, query.to);
  let document: string | undefined;
  if (query.document !== undefined) {
    document = normalizeDocument(query.document);
    if (document.length === 0 || document.length > 14) throw new HttpError(400, MESSAGES.documentFilterInvalid);
  }
  return {
    holderId, organizationId, type: query.type, document,
    fromInstant: query.from ? startOfBrazilDay(query.from) : undefined,
    toInstant: query.to ? startOfBrazilDay(dayAfter(query.to)) : undefined,
  };
}

const extractRow = (row: ExtractDbRow): ExtractRow => ({
  id: Number(row.id),
  type: row.type_plan,
  document: row.document_number,
  documentName: row.document_info,
  consume: Number(row.quantity),
  date: toIso(row.created_at) ?? '',
  planId: Number(row.plan_id),
  userName: row.user_name,
  unitPrice: Number(row.unit_price),
  amount: Number(row.quantity) * Number(row.unit_price),
});

/** Extract, bills and consumption metrics (issue 18; contracts extract.ts, billing.ts, metrics.ts). BILLING_PROFILES only. */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/holder/:holderId/organization/:orgId';

  app.get(`${base}/extract`, {
    config: ACCESS,
    schema: {
      tags: TAGS, summary: 'Extrato de consumo do titular (10 por página, mais recentes primeiro)', security: BEARER_SECURITY,
      params: HolderOrgParams, querystring: ExtractListQuery, response: { 200: ExtractList, ...errorResponses(...ERRORS) },
    },
  }, async (request) => {
    const { holderId, orgId } = request.params;
    const page = request.query.page ?? 0;
    const result = await listExtract(app.db, extractFilter(holderId, orgId, request.query), { limit: EXTRACT_PAGE_SIZE, offset: page * EXTRACT_PAGE_SIZE });
    return { result: result.rows.map(extractRow), total: result.total, totalAmount: result.totalAmount };
  });

  app.get(`${base}/extract/all`, {
    config: ACCESS,
    schema: {
      tags: TAGS, summary: `Extrato filtrado inteiro, para exportar (até ${EXTRACT_EXPORT_MAX_ROWS} linhas)`, security: BEARER_SECURITY,
      params: HolderOrgParams, querystring: ExtractFilterQuery, response: { 200: ExtractExport, ...errorResponses(...ERRORS) },
    },
  }, async (request) => {
    const { holderId, orgId } = request.params;
    const result = await listExtract(app.db, extractFilter(holderId, orgId, request.query), { limit: EXTRACT_EXPORT_MAX_ROWS, offset: 0 });
    return { result: result.rows.map(extractRow), total: result.total, totalAmount: result.totalAmount, truncated: result.total > result.rows.length };
  });

  app.get(`${base}/billing`, {
    config: ACCESS,
    schema: {
      tags: TAGS, summary: 'Faturas do titular, uma por competência (10 por página)', security: BEARER_SECURITY,
      params: HolderOrgParams, querystring: BillingListQuery, response: { 200: BillingList, ...errorResponses(...ERRORS) },
    },
  }, async (request) => {
    const { holderId, orgId } = request.params;
    // Bills are issued by the scheduled `issue-bills` job on the 1st (issue 30), not by whoever opens the list.
    const page = request.query.page ?? 0;
    const { rows, total } = await listBills(app.db, holderId, orgId, PAGE_SIZE, page * PAGE_SIZE);
    return { result: rows.map(billSummary), total };
  });

  const loadBill = async (billId: number) => {
    const found = await findBill(app.db, billId);
    if (!found) throw new HttpError(404, MESSAGES.billNotFound);
    return billDetail(found.bill, found.lines);
  };

  app.get(`${base}/billing/:billId`, {
    config: ACCESS,
    schema: {
      tags: TAGS, summary: 'Fatura: linhas por tipo de plano, total, NFS-e', security: BEARER_SECURITY,
      params: BillParams, response: { 200: BillDetail, ...errorResponses(...ERRORS, 404) },
    },
  }, async (request) => loadBill(request.params.billId));

  app.get(`${base}/billing/:billId/pdf`, {
    config: ACCESS,
    schema: {
      tags: TAGS, summary: 'PDF da fatura', security: BEARER_SECURITY,
      params: BillParams, response: { 200: Pdf, ...errorResponses(...ERRORS, 404) },
    },
  }, async (request, reply) => {
    const bill = await loadBill(request.params.billId);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="fatura-${bill.competenceMonth}-${bill.nfse.number}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(await billPdf(bill)));
  });

  app.get(`${base}/metric`, {
    config: ACCESS,
    schema: {
      tags: TAGS, summary: 'Consumo por ano, ou por mês de um ano (valores em centavos)', security: BEARER_SECURITY,
      params: HolderOrgParams, querystring: MetricQuery, response: { 200: MetricResponse, ...errorResponses(...ERRORS) },
    },
  }, async (request) => {
    const { holderId, orgId } = request.params;
    const year = request.query.year ?? null;
    return { year, rows: metricRows(await consumptionMetrics(app.db, holderId, orgId, year), year) };
  });
};
