import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, ListenHandlers, QueryResult } from './db.ts';

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
 * per join on the server (figure 9 against PostgreSQL: detail p95 55.7 ms before). Generated SQL varies little; past
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

type Listen = Db['listen'];

function wrap(target: Queryable, pool: pg.Pool | null, listen: Listen): Db {
  return {
    listen,
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const name = params ? statementName(sql) : undefined;
      const result = await target.query({ text: sql, values: params ? [...params] : undefined, ...(name ? { name } : {}) });
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!pool) return fn(wrap(target, null, listen));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, null, listen));
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
  return wrap(pool, pool, (channel, handlers) => listenOn(url, channel, handlers));
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it is lost, onGap(false) at
 * once, then reconnection with backoff and onGap(true) once it listens again: notifications sent in between are
 * gone, so the caller must treat the gap as "anything may have changed".
 */
async function listenOn(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_MS.first;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (current !== client || stopped) return;
      current = null;
      handlers.onGap?.(false);
      client.end().catch(() => undefined);
      schedule();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    delay = RETRY_MS.first;
  };

  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => (stopped ? undefined : handlers.onGap?.(true)),
        () => {
          delay = Math.min(delay * 2, RETRY_MS.max);
          if (!stopped) schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
