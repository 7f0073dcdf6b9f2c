import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import { EXTRACT_EXPORT_MAX_ROWS, EXTRACT_PAGE_SIZE } from '../../src/contract/constants/billing.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { BILLING_PROFILES } from '../../src/contract/constants/profiles.ts';
import { billingEndpoints } from '../../src/contract/endpoints/billing.ts';
import type { ExtractFilterQuery as ExtractFilterType, ExtractRow } from '../../src/contract/extract.ts';
import { member } from '../auth/access.ts';
import { billPdf } from '../billing/bill-pdf.ts';
import { billDetail, billSummary } from '../billing/bill-view.ts';
import { metricRows } from '../billing/metric-rows.ts';
import { startOfBrazilDay, toIso } from '../domain/calendar.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { requirePeriod } from '../http/rule-errors.ts';
import { findBill, listBills } from '../repositories/bills.ts';
import { consumptionMetrics, listExtract, type ExtractDbRow, type ExtractFilter } from '../repositories/extract.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['faturamento'];
const ERRORS = [...ORG_ROUTE_ERRORS] as const;
const ACCESS = member({ profiles: BILLING_PROFILES });

const dayAfter = (isoDay: string): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The extract's filters from the query; 400 on a bad period or a document filter with nothing of a document in it. */
function extractFilter(holderId: number, organizationId: number, query: ExtractFilterType): ExtractFilter {
  requirePeriod(query.from, query.to);
  let document: string | undefined;
  if (query.document !== undefined) {
    document = normalizeDocument(query.document);
    if (document.length === 0 || document.length > 14) throw new HttpError(400, MESSAGES.documentFilterInvalid);
  }
  return {
    holderId,
    organizationId,
    type: query.type,
    document,
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

/** Extract, bills and consumption metrics (contracts extract.ts, billing.ts, metrics.ts). BILLING_PROFILES only. */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    billingEndpoints.listExtract,
    {
      access: ACCESS,
      tags: TAGS,
      errors: ERRORS,
      summary: 'Extrato de consumo do titular (10 por página, mais recentes primeiro)',
    },
    async (request) => {
      const { holderId, orgId } = request.params;
      const page = request.query.page ?? 0;
      const result = await listExtract(app.db, extractFilter(holderId, orgId, request.query), {
        limit: EXTRACT_PAGE_SIZE,
        offset: page * EXTRACT_PAGE_SIZE,
      });
      return { result: result.rows.map(extractRow), total: result.total, totalAmount: result.totalAmount };
    },
  );

  route(
    app,
    billingEndpoints.getWholeExtract,
    {
      access: ACCESS,
      tags: TAGS,
      errors: ERRORS,
      summary: `Extrato filtrado inteiro, para exportar (até ${EXTRACT_EXPORT_MAX_ROWS} linhas)`,
    },
    async (request) => {
      const { holderId, orgId } = request.params;
      const result = await listExtract(app.db, extractFilter(holderId, orgId, request.query), {
        limit: EXTRACT_EXPORT_MAX_ROWS,
        offset: 0,
      });
      return {
        result: result.rows.map(extractRow),
        total: result.total,
        totalAmount: result.totalAmount,
        truncated: result.total > result.rows.length,
      };
    },
  );

  route(
    app,
    billingEndpoints.listBills,
    {
      access: ACCESS,
      tags: TAGS,
      errors: ERRORS,
      summary: 'Faturas do titular, uma por competência (10 por página)',
    },
    async (request) => {
      const { holderId, orgId } = request.params;
      // Bills are issued by the scheduled `issue-bills` job on the 1st, not by whoever opens the list.
      const page = request.query.page ?? 0;
      const { rows, total } = await listBills(app.db, holderId, orgId, PAGE_SIZE, page * PAGE_SIZE);
      return { result: rows.map(billSummary), total };
    },
  );

  const loadBill = async (billId: number) => {
    const found = await findBill(app.db, billId);
    if (!found) throw new HttpError(404, MESSAGES.billNotFound);
    return billDetail(found.bill, found.lines);
  };

  route(
    app,
    billingEndpoints.getBill,
    {
      access: ACCESS,
      tags: TAGS,
      errors: [...ERRORS, 404],
      summary: 'Fatura: linhas por tipo de plano, total, NFS-e',
    },
    async (request) => loadBill(request.params.billId),
  );

  route(
    app,
    billingEndpoints.downloadBillPdf,
    {
      access: ACCESS,
      tags: TAGS,
      errors: [...ERRORS, 404],
      summary: 'PDF da fatura',
    },
    async (request, reply) => {
      const bill = await loadBill(request.params.billId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="fatura-${bill.competenceMonth}-${bill.nfse.number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(await billPdf(bill)));
    },
  );

  route(
    app,
    billingEndpoints.getConsumptionMetric,
    {
      access: ACCESS,
      tags: TAGS,
      errors: ERRORS,
      summary: 'Consumo por ano, ou por mês de um ano (valores em centavos)',
    },
    async (request) => {
      const { holderId, orgId } = request.params;
      const year = request.query.year ?? null;
      return { year, rows: metricRows(await consumptionMetrics(app.db, holderId, orgId, year), year) };
    },
  );
};
