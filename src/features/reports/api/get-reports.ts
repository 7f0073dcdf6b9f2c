import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PENDING_REPORT_STATUSES, REPORT_POLL_INTERVAL_MS } from '../../../contract/constants/reports';
import type { ReportList } from '../../../contract/reports-v2';
import { generatedReportEndpoints } from '../../../contract/endpoints/generated-reports';
import { callApi } from '../../../lib/http/call-api';
import { reportKeys } from './report-keys';

/** GET /v2/organization/{o}/report?page — 10 per page (0-based), newest first; a page past the end is empty. */
export function getReports(orgId: number, page: number, signal?: AbortSignal): Promise<ReportList> {
  return callApi(generatedReportEndpoints.listReports, { params: { orgId }, query: { page }, signal, expectedStatuses: [400] });
}

/** Kept offline: a report list seen once stays readable (with "dados de …"), its files need the network. */
export const reportsQueryOptions = (orgId: number, page: number) =>
  queryOptions({
    queryKey: reportKeys.page(orgId, page),
    queryFn: ({ signal }) => getReports(orgId, page, signal),
    placeholderData: keepPreviousData,
    meta: { persist: 'reports.page' },
  });

export const hasPendingReport = (list: ReportList | undefined): boolean =>
  list?.result.some((report) => PENDING_REPORT_STATUSES.includes(report.status)) ?? false;

export function useReports(orgId: number, page: number) {
  // Reports are generated in the background: ask again until none is queued or processing.
  return useQuery({ ...reportsQueryOptions(orgId, page), refetchInterval: (q) => (hasPendingReport(q.state.data) ? REPORT_POLL_INTERVAL_MS : false) });
}
