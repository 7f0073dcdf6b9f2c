import type { Db } from '../db/db.ts';

/** The court data sources across organizations: how many synchronise, how many failed last time, the stalest success. */
export interface CourtSourceHealth {
  source: string;
  organizations: number;
  failing: number;
  /** Seconds since the least recent successful sync of any organization (never synced counts from its first run). */
  oldestSuccessSeconds: number;
}

export async function listCourtSourceHealth(db: Db): Promise<CourtSourceHealth[]> {
  const { rows } = await db.query<{ source: string; organizations: number; failing: number; oldest: number | null }>(`
    SELECT source,
           count(*)::int AS organizations,
           count(*) FILTER (WHERE errors > 0)::int AS failing,
           extract(epoch FROM now() - min(coalesce(last_success_at, last_run_at)))::float8 AS oldest
      FROM court_source_status
     GROUP BY source
     ORDER BY source`);
  return rows.map((row) => ({
    source: row.source,
    organizations: row.organizations,
    failing: row.failing,
    oldestSuccessSeconds: Math.max(0, row.oldest ?? 0),
  }));
}
