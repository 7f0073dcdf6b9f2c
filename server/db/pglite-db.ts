import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, QueryResult } from './db.ts';
import { runHooks } from './after-commit.ts';
import { createStatementRunner } from './pglite-statements.ts';

type Run = <T>(sql: string, params: readonly unknown[]) => Promise<QueryResult<T>>;

/**
 * Wraps PGlite (root) or one of its transactions (tx) in the Db interface. Parameterised queries go through the
 * prepared-statement runner under the locks PGlite's own query() takes: outside a transaction both the
 * transaction and the query lock (so a query never lands inside someone else's BEGIN…COMMIT), inside one only
 * the query lock (the transaction holds the other).
 */
function wrap(pg: PGlite, tx: Transaction | null, run: Run, committed: (() => void)[] | null = null): Db {
  const locked = <T>(fn: () => Promise<T>): Promise<T> =>
    tx ? pg._runExclusiveQuery(fn) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
  return {
    shared: false,
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      return locked(() => run<T>(sql, params ?? []));
    },
    async exec(sql: string): Promise<void> {
      await (tx ?? pg).exec(sql);
    },
    async executeSql(text: string, values?: readonly unknown[]): Promise<QueryResult<Record<string, unknown>>> {
      // PGlite's extended protocol takes one statement: text without parameters goes through exec (simple protocol).
      if (!values || values.length === 0) {
        const results = await (tx ?? pg).exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return locked(() => run<Record<string, unknown>>(text, values));
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // Inside a transaction already: PGlite has no nested transactions, so run in the current one.
      if (tx) return fn(wrap(pg, tx, run, committed));
      const hooks: (() => void)[] = [];
      const result = await pg.transaction((inner) => fn(wrap(pg, inner, run, hooks)));
      runHooks(hooks);
      return result;
    },
    afterCommit(fn) {
      if (committed) committed.push(fn);
      else fn();
    },
    async close(): Promise<void> {
      if (!tx && !pg.closed) await pg.close();
    },
    // One process holds the embedded database: its own listen sees every NOTIFY, delivered within the commit.
    async listen(channel, onMessage) {
      const unsubscribe = await pg.listen(channel, onMessage);
      return async () => {
        if (!pg.closed) await unsubscribe();
      };
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
  return wrap(pg, null, createStatementRunner(pg));
}
