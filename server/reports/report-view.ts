import { REPORT_TYPE_LABELS } from '../../src/contract/constants/reports.ts';
import type { Report } from '../../src/contract/reports-v2.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import type { ReportRow } from '../repositories/generated-reports.ts';

/** A generated_reports row as the contract's Report (src/contract/reports-v2.ts). */
export const reportView = (row: ReportRow): Report => ({
  id: Number(row.id),
  type: row.type,
  typeName: REPORT_TYPE_LABELS[row.type],
  format: row.format,
  status: row.status,
  description: row.description,
  from: toIsoDay(row.period_from),
  to: toIsoDay(row.period_to),
  filters: row.filters,
  reason: row.reason,
  rowCount: row.row_count,
  fileName: row.status === 'READY' ? row.file_name : null,
  size: row.status === 'READY' && row.size !== null ? Number(row.size) : null,
  requestedBy: row.requested_by_name,
  createdAt: toIso(row.created_at) ?? '',
  finishedAt: toIso(row.finished_at),
});
