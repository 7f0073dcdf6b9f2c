import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { REPORT_FORMATS, REPORT_STATUSES, REPORT_TYPES } from './constants/reports.ts';
import { IsoDate, Nullable, Paged, PageQuery, Timestamp } from './schema-helpers.ts';

/**
 * Generated reports, v2 (types, formats, statuses and limits in constants/reports.ts). Organization-scoped,
 * under the spec's prefix /v2/organization/{o}/report:
 *
 * GET  /v2/organization/{o}/report?page=0           → ReportList: 10 per page, newest first; a page past the end is an
 *      empty result. Every member; CONSUMPTION reports are listed only to BILLING_PROFILES.
 * POST /v2/organization/{o}/report  ReportRequest    → 202 Report (status QUEUED). Generated in the background, never
 *      blocking the request. 400 with the reason: unknown type or format, period missing for a PERIOD_REPORT_TYPES
 *      type, a period on another type, from after to, a period over MAX_PERIOD_DAYS, filters on a type other than
 *      PROCESSES. 403 for CONSUMPTION outside BILLING_PROFILES. Optional Idempotency-Key (same key and body → the same
 *      answer; same key, other body → 422).
 * GET  /v2/organization/{o}/report/{reportId}/download → the file (authenticated, bearer; Content-Disposition
 *      attachment with fileName; PDF application/pdf, CSV text/csv; charset=utf-8, XLSX
 *      application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). 409 while QUEUED/PROCESSING or after an
 *      ERROR (message says which).
 * POST /v2/organization/{o}/report/{reportId}/retry → 202 Report back to QUEUED (only from ERROR; 409 otherwise).
 *
 * reportId of another organization → 403; unknown → 404. The PWA should poll the list (e.g. every 3 s) while any
 * report's status is in PENDING_REPORT_STATUSES.
 */
export const ReportTypeSchema = Type.Enum(REPORT_TYPES);
export const ReportFormatSchema = Type.Enum(REPORT_FORMATS);
export const ReportStatusSchema = Type.Enum(REPORT_STATUSES);

export const ReportFilters = Type.Object(
  {
    status: Type.Optional(Type.Enum(['active', 'archived'])),
    uf: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    court: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Court acronym, e.g. TJSP' })),
  },
  { additionalProperties: false, description: 'PROCESSES only' },
);
export type ReportFilters = Static<typeof ReportFilters>;

export const ReportRequest = Type.Object(
  {
    type: Type.String({ maxLength: 40, description: 'One of REPORT_TYPES (unknown → 400 naming it)' }),
    format: Type.String({ maxLength: 10, description: 'One of REPORT_FORMATS' }),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    filters: Type.Optional(ReportFilters),
  },
  { additionalProperties: false },
);
export type ReportRequest = Static<typeof ReportRequest>;

export const Report = Type.Object({
  id: Type.Integer(),
  type: ReportTypeSchema,
  typeName: Type.String({ description: 'REPORT_TYPE_LABELS[type]' }),
  format: ReportFormatSchema,
  status: ReportStatusSchema,
  description: Type.String({ description: "What it covers, e.g. 'Movimentações de 01/09/2026 a 30/09/2026'" }),
  from: Nullable(IsoDate),
  to: Nullable(IsoDate),
  filters: Nullable(ReportFilters),
  reason: Nullable(Type.String({ description: 'Why it failed (status ERROR), in Portuguese' })),
  rowCount: Nullable(Type.Integer()),
  fileName: Nullable(Type.String()),
  size: Nullable(Type.Integer({ description: 'Bytes of the file when READY' })),
  requestedBy: Nullable(Type.String({ description: "Requester's name" })),
  createdAt: Timestamp,
  finishedAt: Nullable(Timestamp),
});
export type Report = Static<typeof Report>;

export const ReportListQuery = PageQuery;
export type ReportListQuery = Static<typeof ReportListQuery>;

export const ReportList = Paged(Report);
export type ReportList = Static<typeof ReportList>;

export const ReportParams = Type.Object({ orgId: Id, reportId: Id });
export type ReportParams = Static<typeof ReportParams>;
