import type { Db } from '../db/db.ts';

// The OAB numbers organizations register for the court synchronisation (migration 0021).

export interface OabRegistrationRow {
  id: number;
  organization_id: number;
  number: string;
  uf: string;
  lawyer_user_id: string | null;
  active: boolean;
  last_synced_at: Date | string | null;
  last_items: number;
  last_error: string | null;
}

const toRow = (row: OabRegistrationRow): OabRegistrationRow => ({ ...row, id: Number(row.id) });

/** Registers (or reactivates) a number; answers the row. `number` and `uf` are validated by the caller (oab.ts). */
export async function upsertOabRegistration(
  db: Db, registration: { organizationId: number; number: string; uf: string; lawyerUserId: string | null },
): Promise<OabRegistrationRow> {
  const { rows } = await db.query<OabRegistrationRow>(
    `INSERT INTO oab_registrations (organization_id, number, uf, lawyer_user_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization_id, number, uf) DO UPDATE SET active = true, lawyer_user_id = coalesce(excluded.lawyer_user_id, oab_registrations.lawyer_user_id)
     RETURNING *`,
    [registration.organizationId, registration.number, registration.uf, registration.lawyerUserId],
  );
  return toRow(rows[0] as OabRegistrationRow);
}

/** Stops synchronising a number; what it brought stays. */
export async function deactivateOabRegistration(db: Db, organizationId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE oab_registrations SET active = false WHERE organization_id = $1 AND id = $2 RETURNING id', [organizationId, id]);
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
  const { rows } = await db.query<OabRegistrationRow>('SELECT * FROM oab_registrations WHERE organization_id = $1 ORDER BY number, uf', [organizationId]);
  return rows.map(toRow);
}

export async function markRegistrationSynced(db: Db, id: number, result: { at: Date; items: number; error: string | null }): Promise<void> {
  await db.query('UPDATE oab_registrations SET last_synced_at = $2, last_items = $3, last_error = $4 WHERE id = $1', [
    id, result.at.toISOString(), result.items, result.error,
  ]);
}
