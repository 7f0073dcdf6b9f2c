import pg from 'pg';
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

function wrap(target: Queryable, pool: pg.Pool | null): Db {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const result = await target.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!pool) return fn(wrap(target, null));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, null));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      if (pool) await pool.end();
    },
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
