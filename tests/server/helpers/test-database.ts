import pg from 'pg';
import type { Db } from '../../../server/db/db.ts';
import { openDatabase } from '../../../server/db/open-database.ts';

/**
 * The PostgreSQL server the `server-pg` vitest project runs against (scripts/run-tests.mjs starts a scratch cluster
 * and sets TEST_DATABASE_URL; the project sets TEST_DB=pg). Elsewhere (the `server` project) tests use PGlite.
 */
export const testPostgresUrl = (): string | null =>
  process.env.TEST_DB === 'pg' && process.env.TEST_DATABASE_URL ? process.env.TEST_DATABASE_URL : null;

let counter = 0;

/** A URL naming another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty PostgreSQL database on the test server, its URL, and a drop() that removes it. Each test context
 * gets its own database, so files running in parallel (and tests within a file) never see each other's rows.
 */
export async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  counter += 1;
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0`));
  return {
    url: withDatabase(url, name),
    drop: () =>
      admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** An empty database for one test context: a scratch PostgreSQL database in `server-pg`, in-memory PGlite otherwise. */
export async function openTestDatabase(): Promise<Db> {
  const server = testPostgresUrl();
  if (!server) return openDatabase();
  const scratch = await createScratchDatabase(server);
  const db = await openDatabase({ url: scratch.url });
  return {
    ...db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
