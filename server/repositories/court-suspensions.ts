import type { CourtSuspension } from '../court-data/calendar/court-calendar.ts';
import type { Db } from '../db/db.ts';

// Per-court suspensions of the calendar (migration 0021): data, added by an operator, read by the synchronisation.

/** Stores a suspension: of one organization (its admin added it), or of every organization when null (an operator's). */
export async function insertCourtSuspension(
  db: Db,
  suspension: CourtSuspension,
  organizationId: number | null = null,
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    'INSERT INTO court_suspensions (court, start_date, end_date, kind, reason, organization_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [suspension.court, suspension.from, suspension.to, suspension.kind, suspension.reason, organizationId],
  );
  return Number(rows[0]?.id);
}

/**
 * Suspensions still in force on or after `from` (deadline starts are computed forward from an availability date) that
 * hold for the organization: every organization's and its own (null: every organization's only).
 */
export async function listCourtSuspensions(
  db: Db,
  from: string,
  organizationId: number | null = null,
): Promise<CourtSuspension[]> {
  const { rows } = await db.query<{
    court: string | null;
    start: string;
    end: string;
    kind: CourtSuspension['kind'];
    reason: string;
  }>(
    `SELECT court, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end, kind, reason
     FROM court_suspensions WHERE end_date >= $1 AND (organization_id IS NULL OR organization_id = $2) ORDER BY start_date, id`,
    [from, organizationId],
  );
  return rows.map((row) => ({ court: row.court, from: row.start, to: row.end, kind: row.kind, reason: row.reason }));
}

export interface CourtSuspensionRow extends CourtSuspension {
  id: number;
  createdAt: Date | string;
}

/** The suspensions for an organization's "Fontes de dados" screen (every organization's and its own): those ending on or after `from`, newest first (at most `limit`). */
export async function listCourtSuspensionRows(
  db: Db,
  organizationId: number,
  from: string,
  limit: number,
): Promise<CourtSuspensionRow[]> {
  const { rows } = await db.query<{
    id: number | string;
    court: string | null;
    start: string;
    end: string;
    kind: CourtSuspension['kind'];
    reason: string;
    created_at: Date | string;
  }>(
    `SELECT id, court, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end, kind, reason, created_at
     FROM court_suspensions WHERE end_date >= $1 AND (organization_id IS NULL OR organization_id = $3)
     ORDER BY start_date DESC, id DESC LIMIT $2`,
    [from, limit, organizationId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    court: row.court,
    from: row.start,
    to: row.end,
    kind: row.kind,
    reason: row.reason,
    createdAt: row.created_at,
  }));
}
