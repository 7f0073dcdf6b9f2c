import type { Db } from '../db/db.ts';

/**
 * Recomputes process_totals and process_counts from the processes (migration 0005 keeps it up to date by triggers). The seed needs it
 * because it inserts with triggers off where it may; it replaces every row, so it is right either way.
 */
export async function rebuildProcessCounts(db: Db): Promise<void> {
  await db.exec(`
    DELETE FROM process_totals;
    INSERT INTO process_totals (organization_id, total) SELECT organization_id, count(*) FROM processes GROUP BY 1;
    DELETE FROM process_counts;
    INSERT INTO process_counts (organization_id, archived, is_secret, state, court_code, type, total)
    SELECT organization_id, archived, is_secret, coalesce(state, ''), court_code, type, count(*)
    FROM processes GROUP BY 1, 2, 3, 4, 5, 6;
  `);
}
