import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentUrl } from '../../../contract/documents';
import { apiRequest } from '../../../lib/http';
import { processKeys } from './process-keys';

/** GET /v1/urlById/{fileId} — a signed, time-limited link with the file's name and type. */
export function getDocumentUrl(fileId: number, signal?: AbortSignal): Promise<DocumentUrl> {
  return apiRequest<DocumentUrl>(`/v1/urlById/${fileId}`, { signal, expectedStatuses: [404] });
}

export const documentUrlQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: processKeys.documentUrl(fileId),
    queryFn: ({ signal }) => getDocumentUrl(fileId, signal),
    // Links are signed for 24 h; re-ask after an hour.
    staleTime: 60 * 60_000,
    retry: false,
  });

export function useDocumentUrl(fileId: number | null) {
  return useQuery({ ...documentUrlQueryOptions(fileId ?? 0), enabled: fileId !== null });
}
