import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, DEMO_ORGS, DEMO_USERS } from '../../server/demo/demo-users.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { isValidCnj } from '../../src/contract/cnj.ts';
import { isValidCnpj, isValidCpf } from '../../src/contract/brazil-document.ts';
import { SEED_COURTS } from '../../server/seed/courts.ts';
import { seed, seedIfEmpty } from '../../server/seed/seed.ts';

const PROCESSES = 400;

async function seededDb(): Promise<Db> {
  const db = await openTestDatabase();
  await migrate(db);
  await seed(db, { processes: PROCESSES, batchSize: 150 });
  return db;
}

/** A stable fingerprint of the generated data (ids, numbers, documents, values, dates). */
async function fingerprint(db: Db) {
  const processes = await db.query(
    'SELECT id, organization_id, number, type, court_code, cause_value, distribution_date::text AS d, updated_at FROM processes ORDER BY id',
  );
  const parties = await db.query('SELECT process_id, name, document, side FROM process_parties ORDER BY id');
  const movements = await db.query('SELECT process_id, date, class, text FROM movements ORDER BY id');
  const users = await db.query('SELECT id, email FROM users ORDER BY email');
  const notifications = await db.query(
    'SELECT organization_id, type, process_number, date, viewed_at FROM notifications ORDER BY id',
  );
  return {
    processes: processes.rows,
    parties: parties.rows,
    movements: movements.rows,
    users: users.rows,
    notifications: notifications.rows,
  };
}

describe('seed', () => {
  let first: Db;
  let second: Db;
  beforeAll(async () => {
    [first, second] = await Promise.all([seededDb(), seededDb()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('is deterministic: two runs produce identical rows (same CPF/CNPJ/CNJ, ids and dates)', async () => {
    const [a, b] = await Promise.all([fingerprint(first), fingerprint(second)]);
    expect(a.processes).toHaveLength(PROCESSES);
    expect(a.parties.length).toBeGreaterThan(PROCESSES * 2 - 1);
    expect(a.movements.length).toBeGreaterThan(PROCESSES);
    expect(b).toEqual(a);
  });

  it('creates exactly the demo organizations, holders, users and memberships', async () => {
    const orgs = await first.query<{ id: number; name: string; type: string }>(
      'SELECT id, name, type FROM organizations ORDER BY id',
    );
    expect(orgs.rows).toEqual(
      [...DEMO_ORGANIZATIONS].sort((x, y) => x.id - y.id).map(({ id, name, type }) => ({ id, name, type })),
    );
    const holders = await first.query<{ id: number; organization_id: number }>(
      'SELECT id, organization_id FROM holders ORDER BY id',
    );
    expect(holders.rows).toEqual(
      DEMO_ORGANIZATIONS.filter((o) => o.holder)
        .map((o) => ({ id: o.holder?.id, organization_id: o.id }))
        .sort((x, y) => Number(x.id) - Number(y.id)),
    );
    const users = await first.query<{ email: string; can_reset_password: boolean }>(
      'SELECT email, can_reset_password FROM users ORDER BY email',
    );
    expect(users.rows).toEqual(
      [...DEMO_USERS]
        .map((u) => ({ email: u.email, can_reset_password: u.canResetPassword }))
        .sort((x, y) => x.email.localeCompare(y.email)),
    );
    const memberships = await first.query<{ email: string; organization_id: number; profile: string }>(
      'SELECT u.email, m.organization_id, m.profile FROM memberships m JOIN users u ON u.id = m.user_id ORDER BY u.email, m.organization_id',
    );
    const expected = DEMO_USERS.flatMap((u) =>
      u.memberships.map((m) => ({ email: u.email, organization_id: m.organizationId, profile: m.profile })),
    ).sort((x, y) => x.email.localeCompare(y.email) || x.organization_id - y.organization_id);
    expect(memberships.rows).toEqual(expected);
  });

  it('generates only valid CPF, CNPJ and CNJ numbers with matching court segments', async () => {
    const parties = await first.query<{ document: string }>('SELECT document FROM process_parties');
    for (const { document } of parties.rows) {
      const valid = document.length === 11 ? isValidCpf(document) : isValidCnpj(document);
      expect(valid, document).toBe(true);
    }
    expect(parties.rows.some((p) => p.document.length === 11)).toBe(true);
    expect(parties.rows.some((p) => p.document.length === 14)).toBe(true);
    const processes = await first.query<{ number: string; court_code: string; d: string }>(
      'SELECT number, court_code, distribution_date::text AS d FROM processes',
    );
    const codes = new Set(SEED_COURTS.map((c) => c.code));
    for (const { number, court_code, d } of processes.rows) {
      expect(isValidCnj(number), number).toBe(true);
      expect(codes.has(court_code)).toBe(true);
      // J.TR in the number is the court's code, AAAA the distribution year.
      expect(number.slice(16, 20)).toBe(court_code);
      expect(number.slice(11, 15)).toBe(d.slice(0, 4));
    }
  });

  it(`gives org ${DEMO_ORGS.moraes} most processes, keeps money in centavos and movements in order`, async () => {
    const byOrg = await first.query<{ organization_id: number; n: number }>(
      'SELECT organization_id, count(*)::int AS n FROM processes GROUP BY 1 ORDER BY n DESC',
    );
    expect(byOrg.rows[0]?.organization_id).toBe(DEMO_ORGS.moraes);
    expect((byOrg.rows[0]?.n ?? 0) / PROCESSES).toBeGreaterThan(0.5);
    const values = await first.query<{ cause_value: number | null; type: string }>(
      'SELECT cause_value, type FROM processes',
    );
    for (const { cause_value, type } of values.rows) {
      if (type.startsWith('Ação Penal')) expect(cause_value).toBeNull();
      else expect(Number.isInteger(cause_value)).toBe(true);
    }
    const stale = await first.query(
      `SELECT p.id FROM processes p JOIN movements m ON m.process_id = p.id GROUP BY p.id, p.updated_at HAVING max(m.date) <> p.updated_at`,
    );
    expect(stale.rows).toEqual([]);
  });

  it('leaves no orphan rows although the bulk load skips per-row FK triggers', async () => {
    const orphans = await first.query<{ n: number }>(`
      SELECT (SELECT count(*) FROM process_parties x WHERE NOT EXISTS (SELECT 1 FROM processes p WHERE p.id = x.process_id))
           + (SELECT count(*) FROM movements x WHERE NOT EXISTS (SELECT 1 FROM processes p WHERE p.id = x.process_id))
           + (SELECT count(*) FROM notifications x WHERE x.process_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM processes p WHERE p.id = x.process_id))
           + (SELECT count(*) FROM processes x WHERE NOT EXISTS (SELECT 1 FROM courts c WHERE c.code = x.court_code))
           + (SELECT count(*) FROM processes x WHERE NOT EXISTS (SELECT 1 FROM organizations o WHERE o.id = x.organization_id)) AS n`);
    expect(orphans.rows[0]?.n).toBe(0);
    // Foreign keys are enforced again once the seed's transaction is over.
    await expect(
      first.query("INSERT INTO movements (process_id, date, class) VALUES (987654321, now(), 'x')"),
    ).rejects.toThrow();
  });

  it('sets the demo notification counts and plan balances', async () => {
    const unviewed = await first.query<{ organization_id: number; n: number }>(
      'SELECT organization_id, count(*)::int AS n FROM notifications WHERE viewed_at IS NULL GROUP BY 1 ORDER BY 1',
    );
    const counts = Object.fromEntries(unviewed.rows.map((r) => [r.organization_id, r.n]));
    // The feed's 7, the 3 of the demo DJEN communications and the 2 risk changes (seed-risk-changes.ts).
    expect(counts[DEMO_ORGS.moraes]).toBe(7 + 3 + 2);
    expect(counts[DEMO_ORGS.atlantico]).toBe(150);
    expect(counts[100]).toBeUndefined();
    const monitoria = await first.query<{ limit_end: number; consume: number }>(
      `SELECT limit_end, consume FROM plans WHERE organization_id = ${DEMO_ORGS.moraes} AND type_plan = 'Monitoria'`,
    );
    expect(monitoria.rows[0]).toEqual({ limit_end: 100, consume: 85 });
  });

  it('seedIfEmpty leaves a seeded database alone, and new rows get fresh ids', async () => {
    expect(await seedIfEmpty(first, { processes: 5 })).toBeNull();
    const count = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM processes');
    expect(count.rows[0]?.n).toBe(PROCESSES);
    const inserted = await first.query<{ id: number }>(
      `INSERT INTO processes (organization_id, number, type, court_code) VALUES (${DEMO_ORGS.moraes}, 'x', 'y', '8.26') RETURNING id`,
    );
    expect(inserted.rows[0]?.id).toBe(PROCESSES + 1);
  });

  it('seedIfEmpty seeds an empty database', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const report = await seedIfEmpty(db, { processes: 3 });
    expect(report?.processes).toBe(3);
    await db.close();
  });
});
