import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './db.ts';

type Serializer = (value: unknown) => string;
type ParserMap = Parameters<typeof parse.parseResults>[1];

interface Prepared {
  name: string;
  paramTypes: number[];
}

/** How many distinct statements stay prepared; the server has a few hundred, generated SQL varies little. */
const MAX_STATEMENTS = 500;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs parameterised statements on PGlite as named prepared statements, one protocol exchange per query.
 *
 * Why: PGlite's query() sends parse, describe, bind, describe, execute and sync as six calls into the WASM
 * backend and parses and plans the SQL every time; planning was two thirds of the process list's cost. Here a
 * statement is parsed once (its parameter types described once), then each call is one bind/execute buffer and
 * PostgreSQL's plan cache keeps the plan. Values are serialized and rows parsed with PGlite's own type maps, so
 * results are the ones query() gives. The caller holds PGlite's locks (see pglite-db.ts).
 */
export function createStatementRunner(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  const types = pg as unknown as { serializers: Record<number, Serializer>; parsers: ParserMap };
  let counter = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `s${++counter}`;
    const { messages } = await pg.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (statements.size >= MAX_STATEMENTS) {
      const oldest = statements.entries().next();
      if (!oldest.done) {
        statements.delete(oldest.value[0]);
        await pg.execProtocol(
          concat([protocol.serialize.close({ type: 'S', name: oldest.value[1].name }), protocol.serialize.sync()]),
        );
      }
    }
    statements.set(sql, prepared);
    return prepared;
  }

  return async function run<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    const prepared = statements.get(sql) ?? (await prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = types.serializers[prepared.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const { messages } = await pg.execProtocol(
        concat([
          protocol.serialize.bind({ statement: prepared.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      const result = parse.parseResults(messages, types.parsers)[0];
      return { rows: (result?.rows ?? []) as T[] };
    } catch (error) {
      // A statement invalidated by a schema change (e.g. a reset) is prepared afresh on the next call.
      statements.delete(sql);
      throw Object.assign(error as object, { query: sql, params });
    }
  };
}
