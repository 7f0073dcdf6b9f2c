import { join } from 'node:path';
import type { OpenDatabaseOptions } from './open-database.ts';

/**
 * The one place that turns the environment into database options, shared by the server start and the seed CLI
 * so both open the same database: DATABASE_URL when set, else PGlite under DATA_DIR (default .data)/pglite.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: join(env.DATA_DIR || '.data', 'pglite') };
}
