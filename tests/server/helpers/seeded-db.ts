import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openTestDatabase } from './test-database.ts';
import { seed } from '../../../server/seed/seed.ts';

/** A fresh database (in-memory PGlite; a scratch PostgreSQL database in the server-pg project), migrated and seeded (demo users; `processes` court processes). */
export async function createSeededDb(processes = 0): Promise<Db> {
  const db = await openTestDatabase();
  await migrate(db);
  await seed(db, { processes });
  return db;
}
