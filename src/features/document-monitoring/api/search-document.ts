import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchBody, SearchResponse } from '../../../contract/search';
import { searchEndpoints } from '../../../contract/endpoints/search';
import { callApi } from '../../../lib/http/call-api';
import { documentKeys } from './document-keys';

/** POST /v1/search — the looked-up document's processes (10 per page, 0-based) with its summary per category. */
export function searchDocument(
  orgId: number,
  documentNumber: string,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const body: SearchBody = { organizationId: orgId, showMetrics: true, filters: { documentNumber, page } };
  return callApi(searchEndpoints.searchDocument, { body, signal, expectedStatuses: [400, 409] });
}

export const searchDocumentQueryOptions = (orgId: number, documentNumber: string, page: number) =>
  queryOptions({
    queryKey: documentKeys.search(orgId, documentNumber, page),
    queryFn: ({ signal }) => searchDocument(orgId, documentNumber, page, signal),
    placeholderData: keepPreviousData,
  });

/** page: the API's 0-based page. */
export function useSearchDocument(orgId: number, documentNumber: string | null, page: number) {
  return useQuery({
    ...searchDocumentQueryOptions(orgId, documentNumber ?? '', page),
    enabled: documentNumber !== null,
  });
}
