import type { Db } from '../db/db.ts';

// The OAB numbers organizations register for the court synchronisation (migration 0021).

export interface OabRegistrationRow {
  id: number;
  organization_id: number;
  number: string;
  uf: string;
  lawyer_user_id: string | null;
  lawyer_name: string;
  created_at: Date | string;
  active: boolean;
  last_synced_at: Date | string | null;
  last_items: number;
  last_error: string | null;
}

const toRow = (row: OabRegistrationRow): OabRegistrationRow => ({ ...row, id: Number(row.id) });

/** Registers (or reactivates) a number; answers the row. `number` and `uf` are validated by the caller (oab.ts). */
export async function upsertOabRegistration(
  db: Db,
  registration: {
    organizationId: number;
    number: string;
    uf: string;
    lawyerUserId: string | null;
    lawyerName?: string;
  },
): Promise<OabRegistrationRow> {
  const { rows } = await db.query<OabRegistrationRow>(
    `INSERT INTO oab_registrations (organization_id, number, uf, lawyer_user_id, lawyer_name) VALUES ($1, $2, $3, $4, coalesce($5, ''))
     ON CONFLICT (organization_id, number, uf) DO UPDATE SET active = true,
       lawyer_user_id = coalesce(excluded.lawyer_user_id, oab_registrations.lawyer_user_id),
       lawyer_name = CASE WHEN $5::text IS NULL THEN oab_registrations.lawyer_name ELSE excluded.lawyer_name END
     RETURNING *`,
    [
      registration.organizationId,
      registration.number,
      registration.uf,
      registration.lawyerUserId,
      registration.lawyerName ?? null,
    ],
  );
  return toRow(rows[0] as OabRegistrationRow);
}

/** Stops synchronising a number; what it brought stays. */
export async function deactivateOabRegistration(db: Db, organizationId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE oab_registrations SET active = false WHERE organization_id = $1 AND id = $2 RETURNING id',
    [organizationId, id],
  );
  return rows.length > 0;
}

/** Active registrations, by organization then number (every organization, or the one asked for). */
export async function listRegistrationsToSync(db: Db, organizationId: number | null): Promise<OabRegistrationRow[]> {
  const { rows } = await db.query<OabRegistrationRow>(
    `SELECT * FROM oab_registrations WHERE active AND ($1::int IS NULL OR organization_id = $1) ORDER BY organization_id, number, uf`,
    [organizationId],
  );
  return rows.map(toRow);
}

export async function listOabRegistrations(db: Db, organizationId: number): Promise<OabRegistrationRow[]> {
  const { rows } = await db.query<OabRegistrationRow>(
    'SELECT * FROM oab_registrations WHERE organization_id = $1 ORDER BY number, uf',
    [organizationId],
  );
  return rows.map(toRow);
}

export async function markRegistrationSynced(
  db: Db,
  id: number,
  result: { at: Date; items: number; error: string | null },
): Promise<void> {
  await db.query('UPDATE oab_registrations SET last_synced_at = $2, last_items = $3, last_error = $4 WHERE id = $1', [
    id,
    result.at.toISOString(),
    result.items,
    result.error,
  ]);
}

export async function findOabRegistration(
  db: Db,
  organizationId: number,
  id: number,
): Promise<OabRegistrationRow | null> {
  const { rows } = await db.query<OabRegistrationRow>(
    'SELECT * FROM oab_registrations WHERE organization_id = $1 AND id = $2',
    [organizationId, id],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** How many communications each registration of the organization brought, and how many of them were cancelled. */
export async function countBroughtCommunications(
  db: Db,
  organizationId: number,
): Promise<Map<number, { total: number; cancelled: number }>> {
  // The totals from the links' index alone; the cancelled ones from the few cancelled communications.
  const { rows } = await db.query<{ registration_id: number | string; total: number; cancelled: number }>(
    `SELECT r.id AS registration_id,
       (SELECT count(*)::int FROM court_communication_registrations l WHERE l.registration_id = r.id) AS total,
       (SELECT count(*)::int FROM court_communications c JOIN court_communication_registrations l ON l.communication_id = c.id
         WHERE c.organization_id = $1 AND c.cancelled AND l.registration_id = r.id) AS cancelled
     FROM oab_registrations r WHERE r.organization_id = $1`,
    [organizationId],
  );
  return new Map(rows.map((row) => [Number(row.registration_id), { total: row.total, cancelled: row.cancelled }]));
}

export interface BroughtRow {
  registration_id: number | string;
  id: number | string;
  process_id: number | string | null;
  process_number: string;
  type: string;
  court: string;
  availability_date: string;
  deadline_start: string;
  cancelled: boolean;
}

/** The newest `perRegistration` communications each registration of the organization brought. */
export async function listLatestBrought(
  db: Db,
  organizationId: number,
  perRegistration: number,
): Promise<BroughtRow[]> {
  // Per registration, its newest links in index order (court_communication_registrations_newest_idx), then them.
  const { rows } = await db.query<BroughtRow>(
    `SELECT r.id AS registration_id, c.id, c.process_id, c.process_number, c.type, c.court, c.cancelled,
       to_char(c.availability_date, 'YYYY-MM-DD') AS availability_date, to_char(c.deadline_start, 'YYYY-MM-DD') AS deadline_start
     FROM oab_registrations r
     CROSS JOIN LATERAL (
       SELECT l.communication_id FROM court_communication_registrations l WHERE l.registration_id = r.id
       ORDER BY l.availability_date DESC, l.communication_id DESC LIMIT $2
     ) newest
     JOIN court_communications c ON c.id = newest.communication_id AND c.organization_id = $1
     WHERE r.organization_id = $1
     ORDER BY r.id, c.availability_date DESC, c.id DESC`,
    [organizationId, perRegistration],
  );
  return rows;
}
