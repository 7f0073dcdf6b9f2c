import type { Db } from '../../../server/db/db.ts';

/** Per table, one md5 per row (whole row as text): what "the data did not change" means for the sweep. */
export type DbSnapshot = Map<string, Map<string, number>>;

/**
 * `except`: per table, a condition for rows left out — what a refused request is meant to write (the audit trail's
 * records of refused attempts, issue 28).
 */
export async function snapshotDb(db: Db, except: Record<string, string> = {}): Promise<DbSnapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const snapshot: DbSnapshot = new Map();
  for (const { name } of tables) {
    const where = except[name] ? ` WHERE NOT (${except[name]})` : '';
    const { rows } = await db.query<{ h: string }>(`SELECT md5(t::text) AS h FROM "${name}" t${where}`);
    const counts = new Map<string, number>();
    for (const { h } of rows) counts.set(h, (counts.get(h) ?? 0) + 1);
    snapshot.set(name, counts);
  }
  return snapshot;
}

/** Tables whose rows differ (added, removed or changed), with how many rows differ. */
export function diffSnapshots(before: DbSnapshot, after: DbSnapshot): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table) ?? new Map<string, number>();
    const b = after.get(table) ?? new Map<string, number>();
    let differing = 0;
    for (const hash of new Set([...a.keys(), ...b.keys()]))
      differing += Math.abs((a.get(hash) ?? 0) - (b.get(hash) ?? 0));
    if (differing) changed[table] = differing;
  }
  return changed;
}
