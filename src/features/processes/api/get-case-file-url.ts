import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseFileUrl } from '../../../contract/case-files';
import { caseFileEndpoints } from '../../../contract/endpoints/case-files';
import { callApi } from '../../../lib/http/call-api';
import { processKeys } from './process-keys';

/** GET /v1/urlById/{fileId} — a signed, time-limited link with the file's name and type. */
export function getCaseFileUrl(fileId: number, signal?: AbortSignal): Promise<CaseFileUrl> {
  return callApi(caseFileEndpoints.getCaseFileUrl, { params: { fileId }, signal, expectedStatuses: [404] });
}

export const caseFileUrlQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: processKeys.caseFileUrl(fileId),
    queryFn: ({ signal }) => getCaseFileUrl(fileId, signal),
    // Links are signed for 24 h; re-ask after an hour.
    staleTime: 60 * 60_000,
    retry: false,
  });

export function useCaseFileUrl(fileId: number | null) {
  return useQuery({ ...caseFileUrlQueryOptions(fileId ?? 0), enabled: fileId !== null });
}
