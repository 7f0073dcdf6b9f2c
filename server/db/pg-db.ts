import { createHash } from 'node:crypto';
import pg from 'pg';
import { runHooks } from './after-commit.ts';
import type { Db, QueryResult } from './db.ts';

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * Parse int8 as number and date as UTC midnight, as PGlite does, so both adapters return the same values.
 * Counts and centavos stay far below 2^53.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** How many distinct statements get a name; node-postgres keeps each named one prepared on every pooled connection. */
const MAX_NAMED = 500;
const names = new Map<string, string>();

/**
 * A parameterised statement runs as a named prepared statement (parsed once per connection, its plan cached), as on
 * PGlite (pglite-statements.ts): parsing and planning each request cost the process detail a tenth of a millisecond
 * per join on the server (against PostgreSQL: detail p95 55.7 ms before). Generated SQL varies little; past
 * MAX_NAMED distinct texts (deep list pages write their offset) statements run unnamed, so memory stays bounded.
 */
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `p_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(target: Queryable, pool: pg.Pool | null, committed: (() => void)[] | null = null): Db {
  return {
    shared: true,
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const name = params ? statementName(sql) : undefined;
      const result = await target.query({
        text: sql,
        values: params ? [...params] : undefined,
        ...(name ? { name } : {}),
      });
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
    async executeSql(text: string, values?: readonly unknown[]): Promise<QueryResult<Record<string, unknown>>> {
      // Unnamed: the queue's statements are few and node-postgres answers several statements as an array of results.
      const result = (await target.query(text, values ? [...values] : undefined)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!pool) return fn(wrap(target, null, committed));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const hooks: (() => void)[] = [];
        const result = await fn(wrap(client, null, hooks));
        await client.query('COMMIT');
        runHooks(hooks);
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    afterCommit(fn) {
      if (committed) committed.push(fn);
      else fn();
    },
    async close(): Promise<void> {
      if (pool) await pool.end();
    },
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle connection dropped by the server (a restart) is discarded and replaced on the next query; unhandled, the
  // pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
