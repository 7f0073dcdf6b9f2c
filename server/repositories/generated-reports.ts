import type { ReportFormat, ReportStatus, ReportType } from '../../src/contract/constants/reports.ts';
import type { ReportFilters } from '../../src/contract/reports-v2.ts';
import type { Db } from '../db/db.ts';
import { userName } from './sql-helpers.ts';

/** Generated reports v2: the request, its status and, once READY, its file. */

export interface ReportRow {
  id: number;
  organization_id: number;
  type: ReportType;
  format: ReportFormat;
  status: ReportStatus;
  period_from: Date | string | null;
  period_to: Date | string | null;
  filters: ReportFilters | null;
  description: string;
  reason: string | null;
  row_count: number | null;
  file_name: string | null;
  size: number | null;
  requested_by_name: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const COLUMNS = `r.id, r.organization_id, r.type, r.format, r.status, r.period_from::text AS period_from, r.period_to::text AS period_to,
  r.filters, r.description, r.reason, r.row_count, r.file_name, octet_length(r.content) AS size,
  CASE WHEN u.id IS NULL THEN NULL ELSE ${userName('u')} END AS requested_by_name, r.created_at, r.finished_at`;
const FROM = 'generated_reports r LEFT JOIN users u ON u.id = r.requested_by';

export interface NewReport {
  organizationId: number;
  requestedBy: string | null;
  type: ReportType;
  format: ReportFormat;
  from: string | null;
  to: string | null;
  filters: ReportFilters | null;
  description: string;
  /** The seed's demo reports carry their own dates. */
  createdAt?: string;
}

export async function insertReport(tx: Db, report: NewReport): Promise<ReportRow> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO generated_reports (organization_id, requested_by, type, format, period_from, period_to, filters, description, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now())) RETURNING id`,
    [
      report.organizationId,
      report.requestedBy,
      report.type,
      report.format,
      report.from,
      report.to,
      report.filters === null ? null : JSON.stringify(report.filters),
      report.description,
      report.createdAt ?? null,
    ],
  );
  const row = await findReport(tx, Number(rows[0]?.id));
  if (!row) throw new Error('inserted report not found');
  return row;
}

export async function findReport(db: Db, id: number): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

/** An organization's reports of the given types, newest first, with the count. */
export async function listReports(
  db: Db,
  organizationId: number,
  types: readonly ReportType[],
  limit: number,
  offset: number,
): Promise<{ rows: ReportRow[]; total: number }> {
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM generated_reports WHERE organization_id = $1 AND type = ANY($2::text[])',
    [organizationId, types],
  );
  const { rows } = await db.query<ReportRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.organization_id = $1 AND r.type = ANY($2::text[])
     ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [organizationId, types, limit, offset],
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findReportFile(db: Db, id: number): Promise<{ content: Uint8Array; file_name: string } | null> {
  const { rows } = await db.query<{ content: Uint8Array; file_name: string }>(
    "SELECT content, file_name FROM generated_reports WHERE id = $1 AND status = 'READY'",
    [id],
  );
  return rows[0] ?? null;
}

/** QUEUED (or PROCESSING, left by a job run that died) → PROCESSING; false when READY, ERROR or gone (nothing to do). */
export async function claimReport(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    "UPDATE generated_reports SET status = 'PROCESSING', started_at = now(), reason = NULL WHERE id = $1 AND status IN ('QUEUED', 'PROCESSING') RETURNING id",
    [id],
  );
  return rows.length > 0;
}

export async function completeReport(
  db: Db,
  id: number,
  file: { content: Uint8Array; fileName: string; rowCount: number; description: string },
): Promise<void> {
  await db.query(
    `UPDATE generated_reports SET status = 'READY', content = $2, file_name = $3, row_count = $4, description = $5, finished_at = now()
     WHERE id = $1 AND status = 'PROCESSING'`,
    [id, file.content, file.fileName, file.rowCount, file.description],
  );
}

export async function failReport(db: Db, id: number, reason: string): Promise<void> {
  await db.query(
    "UPDATE generated_reports SET status = 'ERROR', reason = $2, content = NULL, finished_at = now() WHERE id = $1 AND status IN ('QUEUED', 'PROCESSING')",
    [id, reason],
  );
}

/** ERROR → QUEUED; null when the report was not in ERROR. */
export async function requeueReport(db: Db, id: number): Promise<ReportRow | null> {
  const { rows } = await db.query<{ id: number }>(
    "UPDATE generated_reports SET status = 'QUEUED', reason = NULL, started_at = NULL, finished_at = NULL WHERE id = $1 AND status = 'ERROR' RETURNING id",
    [id],
  );
  return rows.length > 0 ? findReport(db, id) : null;
}
