import type { Db } from '../db/db.ts';

// Processes a court communication names: found by number in the organization, or created from the
// communication (marked data_source = 'DJEN') with its parties. Movements go through movements.ts.

/** The organization's process with this formatted number, or null. */
export async function findProcessIdByNumber(
  db: Db,
  organizationId: number,
  formattedNumber: string,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number | string }>(
    'SELECT id FROM processes WHERE organization_id = $1 AND number = $2',
    [organizationId, formattedNumber],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Makes sure the court of a CNJ segment exists (processes reference it): the demo seeds only some courts, and a
 * communication may come from any. Another court already holding the acronym leaves the row to be created by hand.
 */
export async function ensureCourt(
  db: Db,
  court: { code: string; acronym: string; state: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO courts (code, name, acronym, state, region) VALUES ($1, $2, $2, $3, 'Não informada') ON CONFLICT DO NOTHING`,
    [court.code, court.acronym, court.state],
  );
}

export interface NewCourtProcess {
  organizationId: number;
  formattedNumber: string;
  className: string;
  courtCode: string;
  state: string | null;
  organ: string | null;
  origin: string;
  source: 'DJEN';
  parties: { name: string; side: 'AUTHOR' | 'DEFENDANT' | 'OTHER'; function: string }[];
}

/** Creates the process (or finds it, when another run created it meanwhile); answers its id and whether it is new. */
export async function insertCourtProcess(db: Db, process: NewCourtProcess): Promise<{ id: number; created: boolean }> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO processes (organization_id, number, type, state, court_code, judging_organ, origin, data_source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (organization_id, number) DO NOTHING RETURNING id`,
    [
      process.organizationId,
      process.formattedNumber,
      process.className,
      process.state,
      process.courtCode,
      process.organ,
      process.origin,
      process.source,
    ],
  );
  if (!rows[0]) {
    const existing = await findProcessIdByNumber(db, process.organizationId, process.formattedNumber);
    if (existing === null) throw new Error('process vanished between insert and select');
    return { id: existing, created: false };
  }
  const id = Number(rows[0].id);
  if (process.parties.length > 0) {
    await db.query(
      `INSERT INTO process_parties (process_id, name, side, function)
       SELECT $1, name, side, function FROM json_to_recordset($2::json) AS x(name text, side text, function text)`,
      [id, JSON.stringify(process.parties)],
    );
  }
  return { id, created: true };
}
