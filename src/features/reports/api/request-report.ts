import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportRequest } from '../../../contract/reports-v2';
import { IDEMPOTENCY_HEADER } from '../../../contract/manual-upload';
import { generatedReportEndpoints } from '../../../contract/endpoints/generated-reports';
import { callApi } from '../../../lib/http/call-api';
import { reportKeys } from './report-keys';

/**
 * POST /v2/organization/{o}/report → 202 with the report QUEUED; 400 says what is wrong with the request. The
 * Idempotency-Key makes a double click or a retry one report (the server replays the first answer).
 */
export function requestReport(orgId: number, body: ReportRequest, idempotencyKey: string): Promise<Report> {
  return callApi(generatedReportEndpoints.requestReport, {
    params: { orgId }, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, expectedStatuses: [400, 403, 422],
  });
}

/** POST …/report/{id}/retry → 202, back to QUEUED (only after an error; 409 otherwise). */
export function retryReport(orgId: number, reportId: number): Promise<Report> {
  return callApi(generatedReportEndpoints.retryReport, { params: { orgId, reportId }, expectedStatuses: [409] });
}

/** A report was queued (new or retried): the list's pages show it and start polling. */
export function onReportQueued(queryClient: ReturnType<typeof useQueryClient>, orgId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: reportKeys.all(orgId) });
}

export function useRequestReport(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReportRequest; idempotencyKey: string }) => requestReport(orgId, body, idempotencyKey),
    onSuccess: () => onReportQueued(queryClient, orgId),
  });
}

export function useRetryReport(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (reportId: number) => retryReport(orgId, reportId), onSuccess: () => onReportQueued(queryClient, orgId) });
}
