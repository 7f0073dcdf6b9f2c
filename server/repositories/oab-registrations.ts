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
  const { rows } = await db.query<{ registration_id: number | string; total: number; cancelled: number }>(
    `SELECT l.registration_id, count(*)::int AS total, count(*) FILTER (WHERE c.cancelled)::int AS cancelled
     FROM court_communication_registrations l JOIN oab_registrations r ON r.id = l.registration_id
     JOIN court_communications c ON c.id = l.communication_id
     WHERE r.organization_id = $1 GROUP BY l.registration_id`,
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
  const { rows } = await db.query<BroughtRow>(
    `SELECT * FROM (
       SELECT l.registration_id, c.id, c.process_id, c.process_number, c.type, c.court, c.cancelled,
         to_char(c.availability_date, 'YYYY-MM-DD') AS availability_date, to_char(c.deadline_start, 'YYYY-MM-DD') AS deadline_start,
         row_number() OVER (PARTITION BY l.registration_id ORDER BY c.availability_date DESC, c.id DESC) AS n
       FROM court_communication_registrations l JOIN oab_registrations r ON r.id = l.registration_id
       JOIN court_communications c ON c.id = l.communication_id
       WHERE r.organization_id = $1 AND c.organization_id = $1) ranked
     WHERE n <= $2 ORDER BY registration_id, availability_date DESC, id DESC`,
    [organizationId, perRegistration],
  );
  return rows;
}
