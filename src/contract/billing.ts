import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { BalancePlanType } from './plans.ts';
import { Paged, PageQuery, Timestamp } from './schema-helpers.ts';

/**
 * Bills: one per competence month in which the holder consumed something in the organization, issued
 * once the month is over. Who: BILLING_PROFILES, holder of the path (others → 403). Money in centavos.
 *
 * GET /v1/holder/{h}/organization/{o}/billing?page → BillingList, 10 per page, newest competence first; a page past
 *   the end is empty. Label a bill with competenceLabel(competenceMonth) → 'Competência: outubro de 2026' (constants/billing.ts).
 * GET /v1/holder/{h}/organization/{o}/billing/{billId} → BillDetail. A bill of another holder or organization → 403,
 *   unknown → 404.
 * GET /v1/holder/{h}/organization/{o}/billing/{billId}/pdf → application/pdf made by the server (authenticated, bearer;
 *   BillDetail.pdfUrl is this path).
 *
 * Reconciliation: total = Σ lines.amount, line.amount = line.quantity × line.unitPrice, and line.quantity = the units
 * of that type in the extract of the competence month (extract with from/to = the month's first and last day).
 */
export const BillSummary = Type.Object({
  id: Type.Integer(),
  competenceMonth: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }),
  createdAt: Timestamp,
  dueDate: Type.String({ description: 'YYYY-MM-DD: the 10th of the next month (a week after issue when issued late)' }),
  total: Type.Integer({ description: 'Centavos' }),
  nfseNumber: Type.String(),
});
export type BillSummary = Static<typeof BillSummary>;

export const BillingListQuery = PageQuery;
export type BillingListQuery = Static<typeof BillingListQuery>;

export const BillingList = Paged(BillSummary);
export type BillingList = Static<typeof BillingList>;

export const BillLine = Type.Object({
  typePlan: BalancePlanType,
  label: Type.String({ description: "Portuguese name of the plan type, e.g. 'Consulta'" }),
  quantity: Type.Integer(),
  unitPrice: Type.Integer({ description: 'Centavos' }),
  amount: Type.Integer({ description: 'Centavos = quantity × unitPrice' }),
});
export type BillLine = Static<typeof BillLine>;

export const BillDetail = Type.Object({
  id: Type.Integer(),
  holderId: Type.Integer(),
  holderName: Type.String(),
  organizationId: Type.Integer(),
  organizationName: Type.String(),
  competenceMonth: Type.String({ description: 'YYYY-MM' }),
  createdAt: Timestamp,
  dueDate: Type.String({ description: 'YYYY-MM-DD' }),
  lines: Type.Array(BillLine, {
    description: 'One per BalancePlanType with units in the month, in BALANCE_PLAN_TYPES order',
  }),
  total: Type.Integer({ description: 'Centavos' }),
  nfse: Type.Object({
    number: Type.String(),
    accessKey: Type.String({ pattern: '^\\d{50}$', description: 'NFS-e Nacional chave de acesso, 50 digits' }),
    issuedAt: Timestamp,
  }),
  pdfUrl: Type.String({ description: 'Path of GET …/billing/{id}/pdf (send the bearer token)' }),
});
export type BillDetail = Static<typeof BillDetail>;

export const BillParams = Type.Object({ holderId: Id, orgId: Id, billId: Id });
export type BillParams = Static<typeof BillParams>;
