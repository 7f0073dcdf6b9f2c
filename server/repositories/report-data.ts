import type { ReportFilters } from '../../src/contract/reports-v2.ts';
import type { Db } from '../db/db.ts';

/** The rows of the generated reports other than consumption (that one reads repositories/extract.ts). */

interface ProcessReportRow {
  number: string;
  type: string;
  court: string;
  state: string | null;
  distribution_date: string | null;
  value: string | number | null;
  is_secret: boolean;
  archived: boolean;
  last_movement_date: Date | string | null;
}

/** The organization's processes with the PROCESSES filters, newest distribution first; `limit` + 1 tells the caller it was cut. */
export async function processesForReport(
  db: Db,
  organizationId: number,
  filters: ReportFilters | null,
  limit: number,
): Promise<ProcessReportRow[]> {
  const { rows } = await db.query<ProcessReportRow>(
    `SELECT p.number, p.type, c.acronym AS court, p.state, p.distribution_date::text AS distribution_date,
            coalesce(p.manual_cause_value, p.cause_value) AS value, p.is_secret, p.archived, p.last_movement_date
     FROM processes p JOIN courts c ON c.code = p.court_code
     WHERE p.organization_id = $1
       AND ($2::boolean IS NULL OR p.archived = $2)
       AND ($3::text IS NULL OR p.state = $3)
       AND ($4::text IS NULL OR upper(c.acronym) = upper($4))
     ORDER BY p.distribution_date DESC NULLS LAST, p.id DESC LIMIT $5`,
    [
      organizationId,
      filters?.status === undefined ? null : filters.status === 'archived',
      filters?.uf ?? null,
      filters?.court ?? null,
      limit,
    ],
  );
  return rows;
}

interface MovementReportRow {
  number: string;
  court: string;
  date: Date | string;
  class: string;
  text: string;
  is_manual: boolean;
}

/** Movements of the organization's processes within [from, to) (instants), oldest first. */
export async function movementsForReport(
  db: Db,
  organizationId: number,
  fromInstant: string,
  toInstant: string,
  limit: number,
): Promise<MovementReportRow[]> {
  const { rows } = await db.query<MovementReportRow>(
    `SELECT p.number, c.acronym AS court, m.date, m.class, m.text, m.is_manual
     FROM movements m JOIN processes p ON p.id = m.process_id JOIN courts c ON c.code = p.court_code
     WHERE p.organization_id = $1 AND m.date >= $2::timestamptz AND m.date < $3::timestamptz
     ORDER BY m.date, m.id LIMIT $4`,
    [organizationId, fromInstant, toInstant, limit],
  );
  return rows;
}

interface MonitoredReportRow {
  document_number: string;
  document_type: string;
  document_info: string;
  holder_name: string;
  monitoring_since: Date | string | null;
  pause_ends_at: Date | string | null;
  analysis_type: string | null;
  analysis_finished_at: Date | string | null;
  summary: Record<string, { total: number; value: number }> | null;
}

/** The documents the organization monitors (paused included), with the summary of each one's latest finished analysis. */
export async function monitoredForReport(db: Db, organizationId: number, limit: number): Promise<MonitoredReportRow[]> {
  const { rows } = await db.query<MonitoredReportRow>(
    `SELECT c.document_number, c.document_type, c.document_info, h.name AS holder_name, c.monitoring_since, c.pause_ends_at,
            a.type AS analysis_type, a.finished_at AS analysis_finished_at, a.summary
     FROM consume_unique_items c JOIN holders h ON h.id = c.holder_id
     LEFT JOIN LATERAL (SELECT type, finished_at, summary FROM analyses
                        WHERE consume_unique_id = c.id AND status = 'DONE' ORDER BY created_at DESC, id DESC LIMIT 1) a ON true
     WHERE c.organization_id = $1 AND c.monitoring
     ORDER BY c.document_info, c.document_number LIMIT $2`,
    [organizationId, limit],
  );
  return rows;
}
