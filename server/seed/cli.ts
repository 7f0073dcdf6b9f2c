import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv } from '../db/database-options.ts';
import { migrate, resetSchema } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { DEFAULT_SEED_PROCESSES, seed } from './seed.ts';

/**
 * npm run seed -- --processes N [--reset]
 * Opens the same database as the server (DATABASE_URL, else PGlite under DATA_DIR, default .data),
 * migrates it and seeds it. Without --reset a database that already has data is left alone.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { processes: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const processes = values.processes === undefined ? DEFAULT_SEED_PROCESSES : Number(values.processes);
  if (!Number.isInteger(processes) || processes < 0) {
    throw new Error(`--processes deve ser um inteiro >= 0 (recebido: ${values.processes})`);
  }
  const options = databaseOptionsFromEnv();
  const db = await openDatabase(options);
  try {
    if (values.reset) await resetSchema(db);
    await migrate(db);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM organizations');
    if ((rows[0]?.count ?? 0) > 0) {
      console.log('O banco já tem dados; nada foi feito. Use --reset para recriá-lo.');
      return;
    }
    const report = await seed(db, { processes });
    console.log(
      `Seed concluído em ${(report.milliseconds / 1000).toFixed(1)} s: ${report.processes} processos ` +
        `(${Object.entries(report.byOrganization)
          .map(([org, n]) => `org ${org}: ${n}`)
          .join(', ')}) ` +
        `em ${options.url ? 'DATABASE_URL' : options.dataDir}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
