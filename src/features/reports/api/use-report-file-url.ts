import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchReportFile } from './download-report';
import { reportKeys } from './report-keys';

/**
 * The viewer popup's copy of a report (PDF): downloaded with the bearer token and shown through an object URL, so the
 * file never needs a public link. Not kept: each opening downloads it again, and the URL is revoked on close.
 */
export function useReportFileUrl(orgId: number | null, reportId: number | null) {
  const query = useQuery({
    queryKey: reportKeys.file(orgId ?? 0, reportId ?? 0),
    // PDF is the only format the viewer shows; a spreadsheet's Blob ends as the viewer's download link.
    queryFn: async () => {
      const blob = await fetchReportFile(orgId ?? 0, { id: reportId ?? 0, format: 'PDF' });
      return { url: URL.createObjectURL(blob), contentType: blob.type || 'application/pdf' };
    },
    enabled: orgId !== null && reportId !== null,
    gcTime: 0,
    retry: false,
  });
  const url = query.data?.url;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
