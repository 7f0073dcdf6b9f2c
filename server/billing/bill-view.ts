import type { BillDetail, BillSummary } from '../../src/contract/billing.ts';
import { billingEndpoints } from '../../src/contract/endpoints/billing.ts';
import { endpointPath } from '../../src/contract/endpoints/endpoint-path.ts';
import { BILL_LINE_LABELS } from '../domain/billing.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import type { BillDetailRow, BillLineRow, BillRow } from '../repositories/bills.ts';
import { BALANCE_PLAN_TYPES } from '../../src/contract/constants/plans.ts';

/** Bill rows as the contract's BillSummary / BillDetail (src/contract/billing.ts). */

export const billSummary = (row: BillRow): BillSummary => ({
  id: Number(row.id),
  competenceMonth: row.competence_month,
  createdAt: toIso(row.created_at) ?? '',
  dueDate: toIsoDay(row.due_date) ?? '',
  total: Number(row.total),
  nfseNumber: row.nfse_number,
});

const billPdfPath = (row: BillRow): string =>
  endpointPath(billingEndpoints.downloadBillPdf, {
    holderId: Number(row.holder_id),
    orgId: Number(row.organization_id),
    billId: Number(row.id),
  });

export function billDetail(bill: BillDetailRow, lines: readonly BillLineRow[]): BillDetail {
  const ordered = [...lines].sort(
    (a, b) => BALANCE_PLAN_TYPES.indexOf(a.type_plan) - BALANCE_PLAN_TYPES.indexOf(b.type_plan),
  );
  return {
    ...billSummary(bill),
    holderId: Number(bill.holder_id),
    holderName: bill.holder_name,
    organizationId: Number(bill.organization_id),
    organizationName: bill.organization_name,
    dueDate: toIsoDay(bill.due_date) ?? '',
    lines: ordered.map((line) => ({
      typePlan: line.type_plan,
      label: BILL_LINE_LABELS[line.type_plan],
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
      amount: Number(line.amount),
    })),
    nfse: { number: bill.nfse_number, accessKey: bill.nfse_access_key, issuedAt: toIso(bill.created_at) ?? '' },
    pdfUrl: billPdfPath(bill),
  };
}
