import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, QueryResult } from './db.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

/** Wraps a PGlite instance or one of its transactions in the Db interface. */
function wrap(target: PgliteLike, root: PGlite | null): Db {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // Inside a transaction already: PGlite has no nested transactions, so run in the current one.
      if (!root) return fn(wrap(target, null));
      return root.transaction((tx) => fn(wrap(tx, null)));
    },
    async close(): Promise<void> {
      if (root && !root.closed) await root.close();
    },
  };
}

/** In memory when dataDir is undefined (tests), otherwise persisted under dataDir. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite creates its own folder but not the parents (e.g. a fresh .data/).
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the party-name search index (migration 0003).
  const extensions = { pg_trgm };
  const pg = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await pg.waitReady;
  return wrap(pg, pg);
}
