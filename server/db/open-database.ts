import type { Db } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './pg-db.ts';

export interface OpenDatabaseOptions {
  /** DATABASE_URL: a PostgreSQL server via node-postgres. Takes precedence over dataDir. */
  url?: string;
  /** Folder for the embedded PGlite database (e.g. '.data/pglite'); omitted = in memory. */
  dataDir?: string;
}

/** Opens the database; call migrate(db) next. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}
