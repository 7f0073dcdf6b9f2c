import type { Db } from '../db/db.ts';

// Per organization and source, what the last synchronisation did (the "Fontes de dados" screen).

export interface SourceRun {
  organizationId: number;
  source: 'DJEN' | 'DEMO';
  at: Date;
  items: number;
  cancellations: number;
  errors: number;
  lastError: string | null;
  nextRunAt: Date | null;
}

export async function recordSourceRun(db: Db, run: SourceRun): Promise<void> {
  await db.query(
    `INSERT INTO court_source_status AS s (organization_id, source, last_run_at, last_success_at, items, cancellations, errors, last_error, next_run_at)
     VALUES ($1, $2, $3, CASE WHEN $6 = 0 THEN $3::timestamptz END, $4, $5, $6, $7, $8)
     ON CONFLICT (organization_id, source) DO UPDATE SET last_run_at = excluded.last_run_at,
       last_success_at = coalesce(excluded.last_success_at, s.last_success_at), items = excluded.items,
       cancellations = excluded.cancellations, errors = excluded.errors, last_error = excluded.last_error, next_run_at = excluded.next_run_at`,
    [
      run.organizationId,
      run.source,
      run.at.toISOString(),
      run.items,
      run.cancellations,
      run.errors,
      run.lastError,
      run.nextRunAt?.toISOString() ?? null,
    ],
  );
}

export interface SourceStatusRow {
  source: string;
  last_run_at: Date | string | null;
  last_success_at: Date | string | null;
  items: number;
  cancellations: number;
  errors: number;
  last_error: string | null;
  next_run_at: Date | string | null;
}

export async function listSourceStatus(db: Db, organizationId: number): Promise<SourceStatusRow[]> {
  const { rows } = await db.query<SourceStatusRow>(
    `SELECT source, last_run_at, last_success_at, items, cancellations, errors, last_error, next_run_at
     FROM court_source_status WHERE organization_id = $1 ORDER BY source`,
    [organizationId],
  );
  return rows;
}
