/**
 * npm run migrate — applies the pending migrations to DATABASE_URL (else the PGlite folder under DATA_DIR) and exits.
 * A production start never migrates (docs/deploy.md "Upgrading"): run this once per release, before the instances.
 * Refuses a database a newer release migrated. Exit 0 = the schema is current.
 */
import { databaseOptionsFromEnv } from '../server/db/database-options.ts';
import { loadMigrations, migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { newerSchemaProblem, schemaStatus } from '../server/db/schema-version.ts';

async function main(): Promise<void> {
  const options = databaseOptionsFromEnv(process.env);
  const db = await openDatabase(options);
  try {
    const migrations = await loadMigrations();
    const problem = newerSchemaProblem(await schemaStatus(db, migrations));
    if (problem) throw new Error(problem);
    const applied = await migrate(db, migrations);
    const latest = migrations.at(-1)?.version ?? '—';
    console.log(
      applied.length > 0
        ? `Migrações aplicadas / migrations applied: ${applied.join(', ')} (versão / version ${latest}).`
        : `Nada a migrar: o banco já está na versão ${latest}. Nothing to migrate: the database is at version ${latest}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migração falhou / migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
