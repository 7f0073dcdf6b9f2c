import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { generateProcess } from '../../server/seed/generate-processes.ts';
import { insertProcesses } from '../../server/seed/insert-rows.ts';
import { createRng } from '../../server/seed/prng.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Every non-zero maintained count and total against a fresh GROUP BY of the processes. */
async function countsMatchRows(db: Db): Promise<void> {
  const kept = await db.query(
    'SELECT organization_id, archived, is_secret, state, court_code, type, total FROM process_counts WHERE total <> 0 ORDER BY 1, 2, 3, 4, 5, 6',
  );
  const actual =
    await db.query(`SELECT organization_id, archived, is_secret, coalesce(state, '') AS state, court_code, type, count(*)::int AS total
    FROM processes GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`);
  expect(kept.rows).toEqual(actual.rows);
  const totals = await db.query('SELECT organization_id, total FROM process_totals WHERE total <> 0 ORDER BY 1');
  const perOrganization = await db.query(
    'SELECT organization_id, count(*)::int AS total FROM processes GROUP BY 1 ORDER BY 1',
  );
  expect(totals.rows).toEqual(perOrganization.rows);
}

describe('process totals (process_counts, migration 0005)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 80);
  });
  afterAll(async () => ctx.close());

  const total = async (query = '') =>
    (await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process${query}`, { as: DEMO_USERS.admin.email })).json()
      .total as number;
  const counted = async (where: string, params: unknown[] = []) =>
    (
      await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM processes p WHERE p.organization_id = ${DEMO_ORGS.moraes} AND ${where}`,
        params,
      )
    ).rows[0]?.n;

  it('the seed leaves them equal to the rows, and every filter of the list sums them exactly', async () => {
    await countsMatchRows(ctx.db);
    const sample = (
      await ctx.db.query<{ state: string; acronym: string; type: string }>(
        `SELECT p.state, c.acronym, p.type FROM processes p JOIN courts c ON c.code = p.court_code WHERE p.organization_id = ${DEMO_ORGS.moraes} ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
    expect(await total()).toBe(await counted('true'));
    expect(await total('?status=archived')).toBe(await counted('p.archived'));
    expect(await total('?status=active&secret=false')).toBe(await counted('NOT p.archived AND NOT p.is_secret'));
    expect(await total(`?uf=${sample.state.toLowerCase()}`)).toBe(await counted('p.state = $1', [sample.state]));
    expect(await total(`?court=${sample.acronym}&type=${encodeURIComponent(sample.type)}`)).toBe(
      await counted('p.court_code IN (SELECT code FROM courts WHERE acronym = $1) AND p.type = $2', [
        sample.acronym,
        sample.type,
      ]),
    );
    expect(await total('?uf=ZZ')).toBe(0);
  });

  it('follow the court feed’s new processes, archiving, moves between organizations and deletions', async () => {
    await ctx.db
      .query(`INSERT INTO monitored_documents (organization_id, document_number, document_type, name, baseline_at)
      VALUES (${DEMO_ORGS.moraes}, '52998224725', 'CPF', 'Rita Contada', now() - interval '1 day')`);
    const before = await total();
    const report = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 7,
      movements: 1,
      documentNumber: '52998224725',
    });
    expect(report.organizations[0]?.processesAdded).toBe(1);
    expect(await total()).toBe(before + 1);

    const id = report.organizations[0]!.processIds.at(-1)!;
    const active = await total('?status=active');
    const archive = await ctx.put(`/v1/process/${id}`, { as: DEMO_USERS.admin.email, body: { isArchived: true } });
    expect(archive.statusCode).toBe(200);
    expect(await total('?status=active')).toBe(active - 1);
    expect(await total()).toBe(before + 1);

    const total371 = async () =>
      (await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/process`, { as: DEMO_USERS.master.email })).json()
        .total as number;
    const other = await total371();
    await ctx.db.query(`UPDATE processes SET organization_id = ${DEMO_ORGS.atlantico} WHERE id = $1`, [id]);
    expect(await total()).toBe(before);
    expect(await total371()).toBe(other + 1);

    const victim = (
      await ctx.db.query<{ id: number }>(
        `SELECT id FROM processes WHERE organization_id = ${DEMO_ORGS.moraes} ORDER BY id LIMIT 2`,
      )
    ).rows.map((r) => r.id);
    await ctx.db.query('DELETE FROM processes WHERE id = ANY($1::bigint[])', [victim]);
    expect(await total()).toBe(before - 2);
    await countsMatchRows(ctx.db);
  });

  it('a rolled-back insert leaves no trace in the totals', async () => {
    const before = await total();
    const bundle = generateProcess(createRng(9), 8_000_000, 900_001, DEMO_ORGS.moraes);
    await expect(
      ctx.db.transaction(async (tx) => {
        await insertProcesses(tx, [bundle.process]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await total()).toBe(before);
  });
});

describe('migration 0005 on a database that already has processes', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  it('fills the totals from the existing rows, then keeps them with bulk inserts', async () => {
    const migrations = await loadMigrations();
    const index = migrations.findIndex((m) => m.version === '0005');
    await migrate(db, migrations.slice(0, index));
    await db.query(
      `INSERT INTO organizations (id, name, type) VALUES (${DEMO_ORGS.moraes}, 'X', 'COMPANY'), (${DEMO_ORGS.atlantico}, 'Y', 'COMPANY')`,
    );
    await db.query(
      "INSERT INTO courts (code, name, acronym, state, region) VALUES ('8.26', 'Tribunal de Justiça de São Paulo', 'TJSP', 'SP', 'Sudeste')",
    );
    const rng = createRng(5);
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...generateProcess(rng, from + i, from + i + 1, i % 3 ? DEMO_ORGS.moraes : DEMO_ORGS.atlantico).process,
        court_code: '8.26',
        state: i % 5 ? 'SP' : null,
      }));
    // The rows a database of that time could hold (insertProcesses also writes the columns of migration 0006).
    await db.query(
      `INSERT INTO processes (id, organization_id, number, type, state, court_code, is_secret, archived)
       SELECT id, organization_id, number, type, state, court_code, is_secret, archived FROM json_to_recordset($1::json)
         AS x(id bigint, organization_id integer, number text, type text, state text, court_code text, is_secret boolean, archived boolean)`,
      [JSON.stringify(rows(0, 30))],
    );
    await migrate(db, migrations);
    await countsMatchRows(db);
    await insertProcesses(db, rows(30, 500));
    await countsMatchRows(db);
    expect((await db.query<{ n: number }>('SELECT sum(total)::int AS n FROM process_counts')).rows[0]?.n).toBe(530);
  });
});
