import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any constant works; it only serialises concurrent migrators on one PostgreSQL server.
const MIGRATION_LOCK_KEY = 5_902_026;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files, in version order. */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => FILE_PATTERN.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version = '', name = ''] = FILE_PATTERN.exec(file) ?? [];
      return { version, name, sql: await readFile(`${dir}/${file}`, 'utf8') };
    }),
  );
}

/**
 * Applies the pending migrations in order, each in its own transaction, and records them in schema_migrations.
 * Safe to call on every start: applied versions are skipped. Returns the versions applied now.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const pending = migrations ?? (await loadMigrations());
  const earlier = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  const applied: string[] = [];
  for (const migration of pending) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  // An upgrade may rewrite rows (0006 fills new columns of every process): their old versions stay in the indexes
  // and the visibility map is cleared, so index-only scans fetch every heap row (a deep list page: 1 → 15 ms) until
  // a vacuum, and PGlite has no autovacuum. Outside the migrations' transactions, which VACUUM cannot run in.
  if (applied.length > 0 && (earlier.rows[0]?.n ?? 0) > 0) await db.exec('VACUUM ANALYZE');
  return applied;
}

/** Drops every table (the whole public schema) so that migrate() starts from nothing. Used by `seed --reset`. */
export async function resetSchema(db: Db): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
