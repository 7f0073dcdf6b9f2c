import type { Db } from '../db/db.ts';
import { SEED_COURTS } from './courts.ts';
import { generateProcess, SEED_REFERENCE_DATE, type ProcessBundle } from './generate-processes.ts';
import { createRng, type Rng } from './prng.ts';
import { DEMO_ORGS } from '../demo/demo-users.ts';

/**
 * Unviewed and viewed notifications per organization: 590 a handful (7, and the 3 of its DJEN communications from
 * seed-court-data.ts), 371 enough for the '99+' badge (150) among 1,000 (the notification centre's figure), 245 a few,
 * and the MASTER organization (100) none.
 */
const SEED_NOTIFICATION_COUNTS: Readonly<Record<number, { unviewed: number; viewed: number }>> = {
  [DEMO_ORGS.moraes]: { unviewed: 7, viewed: 18 },
  [DEMO_ORGS.atlantico]: { unviewed: 150, viewed: 850 },
  [DEMO_ORGS.ribeiro]: { unviewed: 2, viewed: 3 },
};

const HOUR = 3_600_000;
const courtAcronym = new Map(SEED_COURTS.map((court) => [court.code, court.acronym]));

function notificationRow(
  rng: Rng,
  organizationId: number,
  bundle: ProcessBundle,
  linked: boolean,
  ageHours: number,
  viewed: boolean,
) {
  const last = bundle.movements[bundle.movements.length - 1];
  const date = new Date(SEED_REFERENCE_DATE - ageHours * HOUR).toISOString();
  const type = rng.chance(0.35) ? 'NEW_PROCESS' : 'CHANGE_MOVIMENT';
  return {
    organization_id: organizationId,
    type,
    process_id: linked ? bundle.process.id : null,
    process_number: bundle.process.number,
    court: courtAcronym.get(bundle.process.court_code) ?? bundle.process.court_code,
    date,
    authors: bundle.parties.filter((p) => p.side === 'AUTHOR').map((p) => p.name),
    defendants: bundle.parties.filter((p) => p.side === 'DEFENDANT').map((p) => p.name),
    last_update_class: last?.class ?? null,
    last_update_date: date,
    last_update_text: last?.text ?? null,
    viewed_at: viewed ? new Date(SEED_REFERENCE_DATE - (ageHours - 1) * HOUR).toISOString() : null,
  };
}

/**
 * `samples` are processes already inserted for each organization; an organization without any gets
 * notifications about processes outside its list (process_id null), as a court feed would before import.
 */
export async function seedNotifications(db: Db, samples: ReadonlyMap<number, ProcessBundle[]>): Promise<void> {
  const rng = createRng(0x5eed_0003);
  const rows = [];
  for (const [orgKey, counts] of Object.entries(SEED_NOTIFICATION_COUNTS)) {
    const organizationId = Number(orgKey);
    const own = samples.get(organizationId) ?? [];
    const total = counts.unviewed + counts.viewed;
    for (let i = 0; i < total; i++) {
      const linked = own.length > 0;
      const bundle = linked ? rng.pick(own) : generateProcess(rng, 9_000_000 + i, 0, organizationId);
      // Unviewed ones are the newest, as in real use.
      rows.push(notificationRow(rng, organizationId, bundle, linked, i * 5 + rng.int(0, 4), i >= counts.unviewed));
    }
  }
  await db.query(
    `INSERT INTO notifications (organization_id, type, process_id, process_number, court, date, authors, defendants,
       last_update_class, last_update_date, last_update_text, viewed_at)
     SELECT organization_id, type, process_id, process_number, court, date, authors, defendants,
       last_update_class, last_update_date, last_update_text, viewed_at
     FROM json_to_recordset($1::json) AS x(organization_id integer, type text, process_id bigint, process_number text,
       court text, date timestamptz, authors text[], defendants text[], last_update_class text,
       last_update_date timestamptz, last_update_text text, viewed_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}
