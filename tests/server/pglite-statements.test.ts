import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { openPglite } from '../../server/db/pglite-db.ts';

describe('PGlite adapter: prepared statements, one protocol exchange per query', () => {
  let db: Db;
  let reference: PGlite;
  beforeAll(async () => {
    db = await openPglite();
    reference = new PGlite();
    const schema = `CREATE TABLE t (id bigint PRIMARY KEY, names text[], ids bigint[], doc jsonb, at timestamptz, day date, bytes bytea, ok boolean, note text)`;
    await db.exec(schema);
    await reference.exec(schema);
  });
  afterAll(async () => {
    await db.close();
    await reference.close();
  });

  const insert = `INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`;
  const values = [
    7,
    ['a', 'b "c"', 'd,e'],
    [1, 2],
    { k: [1, 'x'] },
    new Date('2026-11-01T12:34:56.789Z'),
    '2026-11-01',
    new Uint8Array([0, 255, 10]),
    true,
    null,
  ];

  it('serializes parameters and parses rows exactly as PGlite query() does, also when the statement is reused', async () => {
    const expected = (await reference.query(insert, values)).rows;
    expect((await db.query(insert, values)).rows).toEqual(expected);
    for (let i = 0; i < 7; i++) {
      expect((await db.query('SELECT * FROM t WHERE id = $1 AND ids = $2', [7, [1, 2]])).rows).toEqual(expected);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 1 }]);
  });

  it('reports errors with their SQLSTATE and keeps working afterwards, in and out of transactions', async () => {
    await expect(db.query(insert, values)).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE t SET note = $1 WHERE id = $2', ['inside', 7]);
        await tx.query(insert, values);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query<{ note: string | null }>('SELECT note FROM t WHERE id = $1', [7])).rows).toEqual([
      { note: null },
    ]);
  });

  it('prepares a statement again after a schema change invalidated it', async () => {
    const sql = 'SELECT * FROM u WHERE id = $1';
    await db.exec('CREATE TABLE u (id int, a text)');
    await db.query("INSERT INTO u VALUES (1, 'x')");
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    await db.exec('DROP TABLE u; CREATE TABLE u (id int, b int)');
    await db.query('INSERT INTO u VALUES (1, 2)');
    const again = async () => (await db.query(sql, [1])).rows;
    // PostgreSQL may refuse the cached plan once (result type changed); the next call is prepared anew.
    const rows = await again().catch(again);
    expect(rows).toEqual([{ id: 1, b: 2 }]);
  });

  it('never runs a query inside another caller’s open transaction', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = db.transaction(async (inner) => {
      await inner.query('UPDATE t SET note = $1 WHERE id = $2', ['uncommitted', 7]);
      await gate;
      throw new Error('roll back');
    });
    const outside = db.query<{ note: string | null }>('SELECT note FROM t WHERE id = $1', [7]);
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await outside).rows).toEqual([{ note: null }]);
  });
});
