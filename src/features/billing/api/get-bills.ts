import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillDetail, BillingList } from '../../../contract/billing';
import { billingEndpoints } from '../../../contract/endpoints/billing';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { billingKeys } from './billing-keys';

/** GET …/billing?page — one bill per competence month, newest first, 10 per page (0-based). */
export function getBills(scope: HolderScope, page: number, signal?: AbortSignal): Promise<BillingList> {
  return callApi(billingEndpoints.listBills, {
    params: { orgId: scope.orgId, holderId: scope.holderId },
    query: { page },
    signal,
    expectedStatuses: [400],
  });
}

export const billsQueryOptions = (scope: HolderScope, page: number) =>
  queryOptions({
    queryKey: billingKeys.billPage(scope, page),
    queryFn: ({ signal }) => getBills(scope, page, signal),
    placeholderData: keepPreviousData,
    meta: { persist: 'billing.billPage' },
  });

export function useBills(scope: HolderScope, page: number) {
  return useQuery(billsQueryOptions(scope, page));
}

/** GET …/billing/{id} — the bill's lines, total, NFS-e; 404 for a bill that does not exist. */
export function getBill(scope: HolderScope, billId: number, signal?: AbortSignal): Promise<BillDetail> {
  return callApi(billingEndpoints.getBill, {
    params: { orgId: scope.orgId, holderId: scope.holderId, billId },
    signal,
    expectedStatuses: [404],
  });
}

/** Kept offline: a bill read once can be read again in the field. */
export const billQueryOptions = (scope: HolderScope, billId: number) =>
  queryOptions({
    queryKey: billingKeys.bill(scope, billId),
    queryFn: ({ signal }) => getBill(scope, billId, signal),
    meta: { persist: 'billing.bill' },
  });

export function useBill(scope: HolderScope, billId: number) {
  return useQuery(billQueryOptions(scope, billId));
}
