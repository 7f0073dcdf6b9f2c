import type { RegistrySource } from '../../src/contract/constants/company-registry.ts';
import type { Db } from '../db/db.ts';

// The company registry's last outcome, per source (migration 0028): the "Fontes de dados" screen.

export async function recordRegistrySuccess(
  db: Db,
  source: RegistrySource,
  at: Date,
  dataDate: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO company_registry_status AS s (source, last_success_at, data_date) VALUES ($1, $2, $3)
     ON CONFLICT (source) DO UPDATE SET last_success_at = greatest(s.last_success_at, excluded.last_success_at),
       data_date = coalesce(excluded.data_date, s.data_date)`,
    [source, at.toISOString(), dataDate],
  );
}

export async function recordRegistryError(
  db: Db,
  source: RegistrySource,
  at: Date,
  message: string,
  status: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO company_registry_status AS s (source, last_error_at, last_error, last_error_status)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (source) DO UPDATE SET last_error_at = excluded.last_error_at, last_error = excluded.last_error,
       last_error_status = excluded.last_error_status`,
    [source, at.toISOString(), message, status],
  );
}

export interface RegistryStatusRow {
  last_success_at: Date | string | null;
  last_error_at: Date | string | null;
  last_error: string | null;
  last_error_status: number | null;
  data_date: Date | string | null;
}

export async function findRegistryStatus(db: Db, source: RegistrySource): Promise<RegistryStatusRow | null> {
  const { rows } = await db.query<RegistryStatusRow>(
    `SELECT last_success_at, last_error_at, last_error, last_error_status, data_date
     FROM company_registry_status WHERE source = $1`,
    [source],
  );
  return rows[0] ?? null;
}
