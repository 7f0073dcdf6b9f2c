import { useMutation } from '@tanstack/react-query';
import type { ReportFormat } from '../../../contract/constants/reports';
import type { Report } from '../../../contract/reports-v2';
import { generatedReportEndpoints } from '../../../contract/endpoints/generated-reports';
import { callApi } from '../../../lib/http/call-api';
import { saveBlob } from '../../../lib/save-file';

const TYPES: Record<ReportFormat, string> = {
  PDF: 'application/pdf',
  CSV: 'text/csv;charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const EXTENSIONS: Record<ReportFormat, string> = { PDF: 'pdf', CSV: 'csv', XLSX: 'xlsx' };

/**
 * GET /v2/organization/{o}/report/{id}/download with the bearer token (the file is the organization's: no public
 * link). 409 while it is still being generated. CSV comes back as text from the HTTP client, which drops the BOM:
 * it is put back, since Excel pt-BR needs it to read UTF-8.
 */
export async function fetchReportFile(orgId: number, report: Pick<Report, 'id' | 'format'>): Promise<Blob> {
  const answer = await callApi(generatedReportEndpoints.downloadReport, {
    params: { orgId, reportId: report.id },
    expectedStatuses: [404, 409],
    timeoutMs: 120_000,
    headers: { Accept: TYPES[report.format] },
  });
  if (answer instanceof Blob) return answer;
  return new Blob([answer.startsWith('\uFEFF') ? answer : `\uFEFF${answer}`], { type: TYPES[report.format] });
}

export const reportFileName = (report: Pick<Report, 'id' | 'format' | 'fileName'>): string =>
  report.fileName ?? `relatorio-${report.id}.${EXTENSIONS[report.format]}`;

export function useDownloadReport(orgId: number) {
  return useMutation({
    mutationFn: async (report: Report) => saveBlob(await fetchReportFile(orgId, report), reportFileName(report)),
  });
}
