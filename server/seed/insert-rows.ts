import type { Db } from '../db/db.ts';
import type { MovementRow, ProcessRow } from './generate-processes.ts';
import type { PartyRow } from './parties.ts';

/**
 * Bulk inserts through json_to_recordset: one parameter per batch, so thousands of rows cost one round trip
 * on PGlite and node-postgres alike (no 65,535-parameter limit, no COPY support needed).
 */
export async function insertProcesses(db: Db, rows: readonly ProcessRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO processes (id, organization_id, number, type, state, court_code, subjects, cause_value,
       distribution_date, jurisdiction, judging_organ, origin, is_secret, archived, has_videos, created_at, updated_at,
       authors, defendants, last_movement_date, last_movement_class, last_movement_text)
     SELECT id, organization_id, number, type, state, court_code, subjects, cause_value, distribution_date,
       jurisdiction, judging_organ, origin, is_secret, archived, has_videos, distribution_date, updated_at,
       authors, defendants, last_movement_date, last_movement_class, last_movement_text
     FROM json_to_recordset($1::json) AS x(id bigint, organization_id integer, number text, type text, state text,
       court_code text, subjects text[], cause_value bigint, distribution_date date, jurisdiction text,
       judging_organ text, origin text, is_secret boolean, archived boolean, has_videos boolean, updated_at timestamptz,
       authors text[], defendants text[], last_movement_date timestamptz, last_movement_class text, last_movement_text text)`,
    [JSON.stringify(rows)],
  );
}

export async function insertParties(db: Db, rows: readonly PartyRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO process_parties (process_id, name, document, side, function, representatives)
     SELECT process_id, name, document, side, function, representatives
     FROM json_to_recordset($1::json) AS x(process_id bigint, name text, document text, side text, function text,
       representatives jsonb)`,
    [JSON.stringify(rows)],
  );
}

export async function insertMovements(db: Db, rows: readonly MovementRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO movements (process_id, date, class, text)
     SELECT process_id, date, class, text
     FROM json_to_recordset($1::json) AS x(process_id bigint, date timestamptz, class text, text text)`,
    [JSON.stringify(rows)],
  );
}

/** Identity columns do not advance on explicit ids; move them past the seeded rows. */
export async function syncIdentitySequences(db: Db): Promise<void> {
  for (const table of ['processes', 'process_parties', 'movements', 'notifications']) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    );
  }
}
