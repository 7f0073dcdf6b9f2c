import type { Db } from './db.ts';
import { loadMigrations, type Migration } from './migrate.ts';

export interface SchemaStatus {
  /** Versions this code knows that the database has not applied: `npm run migrate` applies them. */
  pending: string[];
  /** Versions the database has applied that this code does not know: a newer release migrated it. */
  unknown: string[];
}

/** How the database's applied migrations compare with this code's migration files. */
export async function schemaStatus(db: Db, migrations?: Migration[]): Promise<SchemaStatus> {
  const known = (migrations ?? (await loadMigrations())).map((migration) => migration.version);
  const table = await db.query<{ present: boolean }>(
    "SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present",
  );
  const applied = table.rows[0]?.present
    ? (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
        (row) => row.version,
      )
    : [];
  const appliedSet = new Set(applied);
  const knownSet = new Set(known);
  return {
    pending: known.filter((version) => !appliedSet.has(version)),
    unknown: applied.filter((version) => !knownSet.has(version)),
  };
}

/**
 * Refuses a database a newer release migrated: this code would run queries against tables it does not know the
 * shape of. Rolling back means restoring the backup taken before that upgrade (docs/deploy.md).
 */
export function newerSchemaProblem(status: SchemaStatus): string | null {
  if (status.unknown.length === 0) return null;
  const versions = status.unknown.join(', ');
  return (
    `O banco foi migrado por uma versão mais nova (migrações ${versions} desconhecidas por esta versão): ` +
    'atualize a aplicação ou restaure o backup anterior à atualização. ' +
    `The database was migrated by a newer release (migrations ${versions} unknown to this one): ` +
    'upgrade the application or restore the backup taken before the upgrade.'
  );
}

/** A production start neither migrates nor runs on a database missing migrations: `npm run migrate` comes first. */
export function pendingSchemaProblem(status: SchemaStatus): string | null {
  if (status.pending.length === 0) return null;
  const versions = status.pending.join(', ');
  return (
    `O banco não tem as migrações ${versions}: rode "npm run migrate" antes de iniciar. ` +
    `The database lacks migrations ${versions}: run "npm run migrate" before starting.`
  );
}
