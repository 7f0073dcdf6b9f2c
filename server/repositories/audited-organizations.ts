import type { Db } from '../db/db.ts';

/** Organizations with at least one audit row: the chains a restored backup is checked on. */
export async function listAuditedOrganizations(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT DISTINCT organization_id::int AS id FROM audit_events ORDER BY 1',
  );
  return rows.map((row) => row.id);
}
