import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { seed } from '../../../server/seed/seed.ts';

/** A fresh in-memory PGlite, migrated and seeded (demo users; `processes` court processes). */
export async function createSeededDb(processes = 0): Promise<Db> {
  const db = await openDatabase();
  await migrate(db);
  await seed(db, { processes });
  return db;
}
