import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/contract/notifications.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import type { CourtDataConfig } from '../../../server/court-data/court-data-config.ts';
import { DJEN_MESSAGES } from '../../../server/court-data/djen/djen-errors.ts';
import { createDjenProvider } from '../../../server/court-data/djen/djen-provider.ts';
import { upsertOabRegistration } from '../../../server/repositories/oab-registrations.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { loadFixture, type Recording } from './djen-recordings.ts';
import { startFakeDjen, type FakeDjen } from './fake-djen-server.ts';

// The whole path with COURT_DATA=djen: a local fake of the DJEN serving the committed recordings, the court-sync job
// on the real queue, a real (in-memory) database. No outside host is ever called.
const ORG = DEMO_ORGS.moraes;
const NOW = new Date('2026-03-12T12:00:00Z');

const pageOf = (name: string, index = 0) => loadFixture(name).recordings[index]!.response.body as { items: unknown[] };

/** Day one: the OAB variants' answers, the bare number's page also carrying the hostile-HTML communication. */
function dayOne(): Recording[] {
  const [bare, ...others] = loadFixture('oab-variants').recordings;
  const page = bare!.response.body as { items: unknown[] };
  const items = [...page.items, ...pageOf('hostile-html').items];
  return [{ ...bare!, response: { ...bare!.response, body: { ...page, count: items.length, items } } }, ...others];
}

describe('court sync against a local fake of the DJEN', () => {
  let ctx: TestContext;
  let djen: FakeDjen;
  const count = async (sql: string, params: unknown[] = [ORG]) =>
    (await ctx.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
  const sync = async () => {
    await ctx.app.jobs.send('court-sync', { organizationId: ORG });
    await ctx.app.jobs.drain(30_000);
  };

  beforeAll(async () => {
    djen = await startFakeDjen(dayOne());
    const config: CourtDataConfig = { mode: 'djen', djenBaseUrl: djen.url, syncCron: null, windowDays: 7 };
    const provider = createDjenProvider({
      baseUrl: djen.url,
      fetch: (input, init) => globalThis.fetch(input, init),
      now: () => Date.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 20))),
      spacingMs: 5,
    });
    ctx = await createTestContext({ courtData: { config, provider, now: () => NOW } }, 5);
    // The demo seed's registrations, communications and status (what the screens show a newcomer) are not this test's.
    for (const table of ['court_communications', 'oab_registrations', 'court_source_status']) {
      await ctx.db.query(`DELETE FROM ${table} WHERE organization_id = $1`, [ORG]);
    }
    const lawyer = await ctx.db.query<{ user_id: string }>(
      "SELECT user_id FROM memberships WHERE organization_id = $1 AND profile = 'LAWYER' LIMIT 1",
      [ORG],
    );
    await upsertOabRegistration(ctx.db, {
      organizationId: ORG,
      number: '123456',
      uf: 'RJ',
      lawyerUserId: lawyer.rows[0]?.user_id ?? null,
    });
    // The TJSP process is already the firm's; the TJRJ one is not.
    await ctx.db.query(
      "INSERT INTO processes (organization_id, number, type, court_code) VALUES ($1, '1004321-81.2025.8.26.0100', 'Procedimento Comum Cível', '8.26')",
      [ORG],
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await djen?.close();
  });

  it('turns a registered OAB’s communications into movements and notifications with their deadline start', async () => {
    const notificationsBefore = await count('SELECT count(*)::int AS n FROM notifications WHERE organization_id = $1');
    await sync();
    // Every variant was asked, 50 a page, digits and UF as the service wants them.
    const asked = djen.requests.filter((url) => url.pathname === '/api/v1/comunicacao');
    expect(asked.map((url) => url.searchParams.get('numeroOab'))).toEqual([
      '123456',
      '123456-O',
      '123456-A',
      '123456-N',
      '123456-B',
      '123456-S',
      '123456-E',
    ]);
    expect(
      asked.every(
        (url) =>
          url.searchParams.get('itensPorPagina') === '50' &&
          url.searchParams.get('dataDisponibilizacaoInicio') === '2026-03-05',
      ),
    ).toBe(true);

    const rows = (
      await ctx.db.query<{
        source_id: string;
        deadline: string;
        movement_id: string | null;
        notification_id: string | null;
      }>(
        `SELECT source_id, to_char(availability_date, 'YYYY-MM-DD') || ' ' || to_char(publication_date, 'YYYY-MM-DD') || ' ' || to_char(deadline_start, 'YYYY-MM-DD') AS deadline,
         movement_id, notification_id FROM court_communications WHERE organization_id = $1 ORDER BY source_id`,
        [ORG],
      )
    ).rows;
    expect(rows.map((row) => [row.source_id, row.deadline])).toEqual([
      ['7100000001', '2026-03-09 2026-03-10 2026-03-11'],
      ['7100000002', '2026-03-10 2026-03-11 2026-03-12'],
      ['7100000003', '2026-03-11 2026-03-12 2026-03-13'],
      ['7100000009', '2026-03-09 2026-03-10 2026-03-11'],
    ]);
    expect(rows.every((row) => row.movement_id !== null && row.notification_id !== null)).toBe(true);

    // The unknown TJRJ process was created, marked as the DJEN's, with its parties by pole.
    const created = await ctx.db.query<{ id: string; data_source: string; type: string; court_code: string }>(
      "SELECT id, data_source, type, court_code FROM processes WHERE organization_id = $1 AND number = '0801234-73.2023.8.19.0001'",
      [ORG],
    );
    expect(created.rows[0]).toMatchObject({ data_source: 'DJEN', type: 'Apelação Cível', court_code: '8.19' });
    const sides = await ctx.db.query<{ side: string }>(
      'SELECT side FROM process_parties WHERE process_id = $1 ORDER BY id',
      [created.rows[0]?.id],
    );
    expect(sides.rows.map((row) => row.side)).toEqual(['AUTHOR', 'DEFENDANT']);

    const movement = await ctx.db.query<{ class: string; text: string; date: Date }>(
      "SELECT m.class, m.text, m.date FROM movements m JOIN court_communications c ON c.movement_id = m.id WHERE c.source_id = '7100000002'",
    );
    expect(movement.rows[0]).toMatchObject({ class: 'Intimação', date: new Date('2026-03-10T03:00:00Z') });
    expect(movement.rows[0]?.text).toMatch(
      /^Publicada em 11\/03\/2026; prazo começa em 12\/03\/2026\.\nPoder Judiciário/,
    );

    const notifications = await ctx.db.query<{
      type: string;
      process_number: string;
      last_update_text: string;
      court: string;
    }>(
      `SELECT n.type, n.process_number, n.last_update_text, n.court FROM notifications n JOIN court_communications c ON c.notification_id = n.id
       WHERE c.organization_id = $1 ORDER BY c.source_id`,
      [ORG],
    );
    expect(notifications.rows).toEqual([
      {
        type: 'NEW_PROCESS',
        process_number: '0801234-73.2023.8.19.0001',
        court: 'TJRJ',
        last_update_text: 'Publicada em 10/03/2026; prazo começa em 11/03/2026.',
      },
      {
        type: 'CHANGE_MOVIMENT',
        process_number: '0801234-73.2023.8.19.0001',
        court: 'TJRJ',
        last_update_text: 'Publicada em 11/03/2026; prazo começa em 12/03/2026.',
      },
      {
        type: 'CHANGE_MOVIMENT',
        process_number: '1004321-81.2025.8.26.0100',
        court: 'TJSP',
        last_update_text: 'Publicada em 12/03/2026; prazo começa em 13/03/2026.',
      },
      {
        type: 'CHANGE_MOVIMENT',
        process_number: '0801234-73.2023.8.19.0001',
        court: 'TJRJ',
        last_update_text: 'Publicada em 10/03/2026; prazo começa em 11/03/2026.',
      },
    ]);
    expect(await count('SELECT count(*)::int AS n FROM notifications WHERE organization_id = $1')).toBe(
      notificationsBefore + 4,
    );

    const status = await ctx.db.query(
      'SELECT source, items, errors, last_error, last_success_at IS NOT NULL AS ok FROM court_source_status WHERE organization_id = $1',
      [ORG],
    );
    expect(status.rows).toEqual([{ source: 'DJEN', items: 4, errors: 0, last_error: null, ok: true }]);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM court_communication_registrations r JOIN court_communications c ON c.id = r.communication_id WHERE c.organization_id = $1',
      ),
    ).toBe(4);
  });

  it('stores hostile HTML inert, in the communication and in the movement', async () => {
    const { rows } = await ctx.db.query<{ text_html: string; link: string | null; text: string }>(
      "SELECT c.text_html, c.link, m.text FROM court_communications c JOIN movements m ON m.id = c.movement_id WHERE c.source_id = '7100000009'",
    );
    const [row] = rows;
    expect(row?.text_html).toContain('Intime-se a parte <b>ré</b>');
    for (const html of [row?.text_html ?? '', row?.text ?? '']) {
      expect(html).not.toMatch(/<script|<iframe|<img|<svg|\son\w+=|javascript:|\sclass=|\sstyle=|\sid=|evil\.example/i);
    }
    expect(row?.link).toBeNull();
  });

  it('a second run adds nothing', async () => {
    const totals = async () => [
      await count('SELECT count(*)::int AS n FROM court_communications WHERE organization_id = $1'),
      await count(
        'SELECT count(*)::int AS n FROM movements m JOIN processes p ON p.id = m.process_id WHERE p.organization_id = $1',
      ),
      await count('SELECT count(*)::int AS n FROM notifications WHERE organization_id = $1'),
      await count('SELECT count(*)::int AS n FROM processes WHERE organization_id = $1'),
    ];
    const before = await totals();
    djen.serve(dayOne());
    await sync();
    expect(await totals()).toEqual(before);
    const status = await ctx.db.query('SELECT items, errors FROM court_source_status WHERE organization_id = $1', [
      ORG,
    ]);
    expect(status.rows[0]).toEqual({ items: 0, errors: 0 });
  });

  it('a cancellation published later marks the communication and its movement, in place', async () => {
    const notifications = await count('SELECT count(*)::int AS n FROM notifications WHERE organization_id = $1');
    djen.serve(loadFixture('cancelled').recordings);
    await sync();
    const { rows } = await ctx.db.query<{ cancelled: boolean; cancellation_reason: string; text: string }>(
      "SELECT c.cancelled, c.cancellation_reason, m.text FROM court_communications c JOIN movements m ON m.id = c.movement_id WHERE c.source_id = '7100000001'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cancelled: true,
      cancellation_reason: 'Publicação cancelada a pedido da secretaria: pauta republicada com a data correta.',
    });
    expect(rows[0]?.text).toMatch(
      /^Comunicação cancelada no DJEN: Publicação cancelada a pedido da secretaria: pauta republicada com a data correta\. Publicada em 10\/03\/2026/,
    );
    expect(await count('SELECT count(*)::int AS n FROM notifications WHERE organization_id = $1')).toBe(notifications);
    // The notification it raised on day one now reads as cancelled in the API, with its dates; its certificate link is
    // the fake's http address, which never leaves the server (only https links do).
    const { rows: raised } = await ctx.db.query<{ notification_id: string; certificate_url: string }>(
      "SELECT notification_id, certificate_url FROM court_communications WHERE source_id = '7100000001'",
    );
    expect(raised[0]?.notification_id).not.toBeNull();
    const page = await ctx.get(`/v1/organization/${ORG}/notifications?page=0&from=2026-03-12&to=2026-03-12`, {
      as: DEMO_USERS.basico.email,
    });
    expect(page.statusCode).toBe(200);
    const listed = (page.json() as { result: Notification[] }).result.find(
      (n) => n.id === Number(raised[0]?.notification_id),
    );
    expect(listed).toBeDefined();
    expect(listed?.communication).toEqual({
      source: 'DJEN',
      publicationDate: '2026-03-10',
      deadlineStart: '2026-03-11',
      certificateUrl: null,
      cancelled: true,
      cancellationReason: 'Publicação cancelada a pedido da secretaria: pauta republicada com a data correta.',
    });
    expect(raised[0]?.certificate_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/comunicacao\/\w+\/certidao$/);
    const status = await ctx.db.query(
      'SELECT items, cancellations, errors FROM court_source_status WHERE organization_id = $1',
      [ORG],
    );
    expect(status.rows[0]).toEqual({ items: 0, cancellations: 1, errors: 0 });
    // Seen again, it stays one cancellation.
    await sync();
    expect(
      (await ctx.db.query('SELECT cancellations FROM court_source_status WHERE organization_id = $1', [ORG])).rows[0],
    ).toEqual({ cancellations: 0 });
  });

  it('an HTML answer or a 403 stores nothing and says why in Portuguese', async () => {
    const stored = await count('SELECT count(*)::int AS n FROM court_communications WHERE organization_id = $1');
    djen.serve(loadFixture('html-answer').recordings);
    await sync();
    let status = await ctx.db.query<{ errors: number; last_error: string }>(
      'SELECT errors, last_error FROM court_source_status WHERE organization_id = $1',
      [ORG],
    );
    expect(status.rows[0]).toEqual({ errors: 1, last_error: DJEN_MESSAGES.badAnswer });
    djen.serve(loadFixture('geo-blocked-403').recordings);
    await sync();
    status = await ctx.db.query('SELECT errors, last_error FROM court_source_status WHERE organization_id = $1', [ORG]);
    expect(status.rows[0]).toEqual({ errors: 1, last_error: DJEN_MESSAGES.geoBlocked });
    const registration = await ctx.db.query('SELECT last_error FROM oab_registrations WHERE organization_id = $1', [
      ORG,
    ]);
    expect(registration.rows[0]).toEqual({ last_error: DJEN_MESSAGES.geoBlocked });
    expect(await count('SELECT count(*)::int AS n FROM court_communications WHERE organization_id = $1')).toBe(stored);
  });
});
