import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { multipart, processIds, uploadParts } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

interface Summary {
  id: number;
  authors: string[];
  defendants: string[];
  subjects: string[];
  causeValue: number | null;
  isSecret: boolean;
  lastMovement: { date: string; class: string; text: string } | null;
}

/**
 * The list reads parties and the last movement from columns of the process row (migration 0006). Every write path
 * must leave them equal to what the parties and movements say; these tests fail when one goes stale.
 */
describe('process list columns kept by triggers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 60);
  });
  afterAll(async () => ctx.close());

  const firstPage = async (): Promise<Summary[]> =>
    (await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process?page=0`, { as: DEMO_USERS.admin.email })).json()
      .result;

  /** Processes whose kept columns differ from their parties and movements, computed the slow way. */
  const stale = async (): Promise<number[]> => {
    const { rows } = await ctx.db.query<{ id: number }>(`
      SELECT p.id FROM processes p
      WHERE (p.authors, p.defendants, p.last_movement_date, p.last_movement_class, p.last_movement_text) IS DISTINCT FROM (
        coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'AUTHOR'), '{}'),
        coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'DEFENDANT'), '{}'),
        (SELECT m.date FROM movements m WHERE m.process_id = p.id ORDER BY m.date DESC, m.id DESC LIMIT 1),
        (SELECT m.class FROM movements m WHERE m.process_id = p.id ORDER BY m.date DESC, m.id DESC LIMIT 1),
        (SELECT m.text FROM movements m WHERE m.process_id = p.id ORDER BY m.date DESC, m.id DESC LIMIT 1))
      ORDER BY p.id`);
    return rows.map((row) => row.id);
  };

  it('are right for every seeded process (bulk rows carry them, the seed extras go through the triggers)', async () => {
    expect(await stale()).toEqual([]);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM processes WHERE last_movement_date IS NULL OR cardinality(authors) = 0',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('a manual movement (upload) becomes the last movement the list shows, also for a secret process', async () => {
    const [secretId] = await processIds(ctx.db, DEMO_ORGS.moraes, 'is_secret');
    if (!secretId) throw new Error('no secret process in the seed');
    const body = multipart(uploadParts({ date: '2026-11-20', description: 'Petição protocolada hoje' }));
    const res = await ctx.post(`/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${secretId}`, {
      as: DEMO_USERS.admin.email,
      headers: { 'content-type': body.contentType },
      body: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const row = (await firstPage()).find((r) => r.id === secretId);
    expect(row?.lastMovement).toMatchObject({ class: 'Movimentação manual', text: 'Petição protocolada hoje' });
    expect(row?.lastMovement?.date.slice(0, 10)).toBe('2026-11-20');
    // Secret processes never show what they are about or how much is at stake, whatever the row keeps.
    expect(row).toMatchObject({ isSecret: true, subjects: [], causeValue: null });
    expect(await stale()).toEqual([]);
  });

  it("the court feed's new processes and movements are listed with their parties and last movement", async () => {
    await ctx.db.query(
      `UPDATE monitored_documents SET baseline_at = now() - interval '1 day' WHERE organization_id = ${DEMO_ORGS.moraes}`,
    );
    const report = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 7,
      movements: 3,
      now: new Date('2026-11-21T12:00:00Z'),
    });
    const changed = report.organizations[0]?.processIds ?? [];
    expect(changed.length).toBeGreaterThan(0);
    expect(await stale()).toEqual([]);
    // Each changed process is looked up by its number, so every one of them is checked (none can be skipped).
    for (const id of changed) {
      const { rows } = await ctx.db.query<{ number: string; class: string; text: string }>(
        'SELECT p.number, m.class, m.text FROM processes p JOIN movements m ON m.process_id = p.id WHERE p.id = $1 ORDER BY m.date DESC, m.id DESC LIMIT 1',
        [id],
      );
      const latest = rows[0];
      if (!latest) throw new Error(`process ${id} has no movement`);
      const listed: Summary[] = (
        await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process?q=${encodeURIComponent(latest.number)}`, {
          as: DEMO_USERS.admin.email,
        })
      ).json().result;
      expect(
        listed.map((row) => row.id),
        `process ${id}`,
      ).toEqual([id]);
      expect(listed[0]?.lastMovement).toMatchObject({ class: latest.class, text: latest.text });
    }
  });

  it('follow deletions, edits and moves of movements and parties', async () => {
    const [a, b] = await processIds(ctx.db, DEMO_ORGS.moraes, 'NOT is_secret');
    if (!a || !b) throw new Error('not enough processes');
    const last = async (id: number) =>
      (
        await ctx.db.query<{ last_movement_text: string | null; authors: string[]; defendants: string[] }>(
          'SELECT last_movement_text, authors, defendants FROM processes WHERE id = $1',
          [id],
        )
      ).rows[0];
    // Deleting the last movement falls back to the one before it.
    const { rows: movements } = await ctx.db.query<{ id: number; text: string }>(
      'SELECT id, text FROM movements WHERE process_id = $1 ORDER BY date DESC, id DESC LIMIT 2',
      [a],
    );
    await ctx.db.query('DELETE FROM movements WHERE id = $1', [movements[0]?.id]);
    expect((await last(a))?.last_movement_text).toBe(movements[1]?.text);
    // An edited date moves a movement to the top; a movement moved to another process leaves this one.
    await ctx.db.query("UPDATE movements SET date = '2026-11-30T10:00:00Z', text = 'Editada' WHERE id = $1", [
      movements[1]?.id,
    ]);
    expect((await last(a))?.last_movement_text).toBe('Editada');
    await ctx.db.query('UPDATE movements SET process_id = $2 WHERE id = $1', [movements[1]?.id, b]);
    expect((await last(b))?.last_movement_text).toBe('Editada');
    expect((await last(a))?.last_movement_text).not.toBe('Editada');
    // Parties: a new defendant, a renamed author, a deleted party; all movements gone leaves no last movement.
    await ctx.db.query(
      "INSERT INTO process_parties (process_id, name, side, function) VALUES ($1, 'Réu Novo Ltda.', 'DEFENDANT', 'Réu')",
      [a],
    );
    expect((await last(a))?.defendants.at(-1)).toBe('Réu Novo Ltda.');
    await ctx.db.query(
      "UPDATE process_parties SET name = 'Autora Renomeada' WHERE id = (SELECT min(id) FROM process_parties WHERE process_id = $1 AND side = 'AUTHOR')",
      [a],
    );
    expect((await last(a))?.authors[0]).toBe('Autora Renomeada');
    await ctx.db.query("DELETE FROM process_parties WHERE process_id = $1 AND name = 'Réu Novo Ltda.'", [a]);
    expect((await last(a))?.defendants).not.toContain('Réu Novo Ltda.');
    await ctx.db.query('DELETE FROM movements WHERE process_id = $1', [a]);
    expect((await last(a))?.last_movement_text).toBeNull();
    expect(await stale()).toEqual([]);
    const listed = (
      await ctx.get(
        `/v1/organization/${DEMO_ORGS.moraes}/process?q=${encodeURIComponent((await ctx.db.query<{ number: string }>('SELECT number FROM processes WHERE id = $1', [a])).rows[0]?.number ?? '')}`,
        { as: DEMO_USERS.admin.email },
      )
    ).json().result[0];
    expect(listed).toMatchObject({ id: a, lastMovement: null });
    expect(listed.authors[0]).toBe('Autora Renomeada');
  });

  it('a deleted organization takes its processes, parties and movements with it', async () => {
    await ctx.db.query(`DELETE FROM organizations WHERE id = ${DEMO_ORGS.master}`);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM processes WHERE organization_id = ${DEMO_ORGS.master}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await stale()).toEqual([]);
  });
});

describe('migration 0006 on a database with processes', () => {
  it('fills the columns of the processes already there (party order, latest movement, none)', async () => {
    const db = await openTestDatabase();
    try {
      const all = await loadMigrations();
      await migrate(
        db,
        all.filter((m) => m.version < '0006'),
      );
      await db.exec(`
        INSERT INTO organizations (id, name, type) VALUES (1, 'Escritório', 'LAW_FIRM');
        INSERT INTO courts (code, name, acronym, state, region) VALUES ('8.26', 'Tribunal de Justiça de São Paulo', 'TJSP', 'SP', 'Sudeste');
        INSERT INTO processes (id, organization_id, number, type, court_code) VALUES
          (1, 1, '0000001-00.2020.8.26.0001', 'Procedimento Comum Cível', '8.26'),
          (2, 1, '0000002-00.2020.8.26.0001', 'Procedimento Comum Cível', '8.26');
        INSERT INTO process_parties (id, process_id, name, side, function) VALUES
          (1, 1, 'Ana', 'AUTHOR', 'Autor'), (2, 1, 'Beta Ltda.', 'DEFENDANT', 'Réu'),
          (3, 1, 'Bruno', 'AUTHOR', 'Autor'), (4, 1, 'Perito', 'OTHER', 'Perito');
        INSERT INTO movements (id, process_id, date, class, text) VALUES
          (1, 1, '2026-01-01T10:00:00Z', 'Distribuição', 'a'), (2, 1, '2026-03-01T10:00:00Z', 'Sentença', 'c'),
          (3, 1, '2026-03-01T10:00:00Z', 'Decisão', 'b'), (4, 1, '2026-02-01T10:00:00Z', 'Despacho', 'd');
      `);
      expect(await migrate(db, all)).toContain('0006');
      const { rows } = await db.query<{
        id: number;
        authors: string[];
        defendants: string[];
        last_movement_class: string | null;
      }>('SELECT id, authors, defendants, last_movement_class FROM processes ORDER BY id');
      expect(rows).toEqual([
        // Same date: the later id wins, as in movements_process_date_idx.
        { id: 1, authors: ['Ana', 'Bruno'], defendants: ['Beta Ltda.'], last_movement_class: 'Decisão' },
        { id: 2, authors: [], defendants: [], last_movement_class: null },
      ]);
      // Vacuumed after the upgrade, so the rewritten rows' old versions do not slow index-only scans.
      const { rows: visible } = await db.query<{ n: number }>(
        "SELECT relallvisible::int AS n FROM pg_class WHERE relname = 'processes'",
      );
      expect(visible[0]?.n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
