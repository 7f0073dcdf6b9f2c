import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtractFilterQuery, ExtractList, ExtractListQuery } from '../../../contract/extract';
import { billingEndpoints } from '../../../contract/endpoints/billing';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { billingKeys } from './billing-keys';

/** GET …/extract?page&type&from&to&document — 10 per page (0-based), newest first; 400 for a period it refuses. */
export function getExtract(scope: HolderScope, query: ExtractListQuery, signal?: AbortSignal): Promise<ExtractList> {
  return callApi(billingEndpoints.listExtract, {
    params: { orgId: scope.orgId, holderId: scope.holderId },
    query: { ...query },
    signal,
    expectedStatuses: [400],
  });
}

/** Kept offline: an extract page seen once stays readable with "dados de …". */
export const extractQueryOptions = (scope: HolderScope, query: ExtractListQuery) =>
  queryOptions({
    queryKey: billingKeys.extractPage(scope, query),
    queryFn: ({ signal }) => getExtract(scope, query, signal),
    placeholderData: keepPreviousData,
    meta: { persist: 'billing.extractPage' },
  });

export function useExtract(scope: HolderScope, query: ExtractListQuery) {
  return useQuery(extractQueryOptions(scope, query));
}

/**
 * GET …/extract/all — every row of the filters (up to EXTRACT_EXPORT_MAX_ROWS), for the spreadsheet export: an
 * ExtractExport as unparsed JSON (a Blob), which the spreadsheet worker reads.
 */
export function getWholeExtractJson(
  scope: HolderScope,
  filters: ExtractFilterQuery,
  signal?: AbortSignal,
): Promise<Blob> {
  return callApi(billingEndpoints.getWholeExtract, {
    params: { orgId: scope.orgId, holderId: scope.holderId },
    query: { ...filters },
    signal,
    expectedStatuses: [400],
    timeoutMs: 120_000,
    responseAs: 'blob',
  });
}
