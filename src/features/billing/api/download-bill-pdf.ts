import { useMutation } from '@tanstack/react-query';
import type { BillDetail } from '../../../contract/billing';
import { billingEndpoints } from '../../../contract/endpoints/billing';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { saveBlob } from '../../../lib/save-file';

/** 'fatura-2026-03.pdf': named by the competence month, like the bill itself. */
export const billFileName = (bill: Pick<BillDetail, 'competenceMonth'>) => `fatura-${bill.competenceMonth}.pdf`;

/** GET …/billing/{id}/pdf with the bearer token: the server makes the PDF. */
export async function downloadBillPdf(
  scope: HolderScope,
  bill: Pick<BillDetail, 'id' | 'competenceMonth'>,
): Promise<void> {
  const blob = await callApi(billingEndpoints.downloadBillPdf, {
    params: { orgId: scope.orgId, holderId: scope.holderId, billId: bill.id },
    expectedStatuses: [404],
    timeoutMs: 120_000,
    headers: { Accept: 'application/pdf' },
  });
  saveBlob(blob instanceof Blob ? blob : new Blob([blob], { type: 'application/pdf' }), billFileName(bill));
}

export function useDownloadBillPdf(scope: HolderScope) {
  return useMutation({ mutationFn: (bill: BillDetail) => downloadBillPdf(scope, bill) });
}
