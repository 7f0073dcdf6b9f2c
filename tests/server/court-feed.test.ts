import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf } from '../../src/contract/brazil-document.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { courtFeedCron } from '../../server/jobs/schedules.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('court feed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ enableTestRoutes: true }, 30);
  });
  afterAll(async () => ctx.close());

  const unviewed = async (org: number) =>
    (
      await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notifications WHERE organization_id = $1 AND viewed_at IS NULL',
        [org],
      )
    ).rows[0]?.n ?? 0;

  it('first sync of a new monitored document only records a baseline; later cycles raise alerts', async () => {
    await ctx.db.query(
      `UPDATE monitored_documents SET baseline_at = now(), last_sync_at = now() WHERE organization_id = ${DEMO_ORGS.moraes}`,
    );
    await ctx.db.query(
      `INSERT INTO monitored_documents (organization_id, document_number, document_type, name) VALUES (${DEMO_ORGS.moraes}, '11144477735', 'CPF', 'Maria Nova')`,
    );
    const before = await unviewed(DEMO_ORGS.moraes);
    const first = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 1,
      movements: 0,
      now: new Date('2026-11-01T12:00:00Z'),
    });
    expect(first.organizations[0]).toMatchObject({
      organizationId: DEMO_ORGS.moraes,
      baselines: 1,
      notificationsCreated: expect.any(Number),
    });
    const { rows } = await ctx.db.query<{ baseline_at: Date | null }>(
      "SELECT baseline_at FROM monitored_documents WHERE document_number = '11144477735'",
    );
    expect(rows[0]?.baseline_at).not.toBeNull();
    // No alert (and no new process) for the document that was only just baselined.
    const baselineOnly = await ctx.db.query("SELECT 1 FROM process_parties WHERE document = '11144477735'");
    expect(baselineOnly.rows).toEqual([]);
    const later = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 2,
      movements: 2,
      now: new Date('2026-11-02T12:00:00Z'),
    });
    const report = later.organizations[0];
    expect(report).toMatchObject({ baselines: 0, processesAdded: 1, movementsAdded: 2, notificationsCreated: 3 });
    expect(await unviewed(DEMO_ORGS.moraes)).toBe(before + first.organizations[0]!.notificationsCreated + 3);
    const created = report?.processIds.at(0) ?? 0;
    const parties = await ctx.db.query<{ document: string }>(
      'SELECT document FROM process_parties WHERE process_id = $1',
      [created],
    );
    expect(parties.rows.length).toBeGreaterThan(0);
    const types = (
      await ctx.db.query<{ type: string }>(
        `SELECT type FROM notifications WHERE organization_id = ${DEMO_ORGS.moraes} AND date = '2026-11-02T12:00:00Z' OR (organization_id = ${DEMO_ORGS.moraes} AND process_id = $1) ORDER BY id`,
        [created],
      )
    ).rows.map((r) => r.type);
    expect(types).toContain('NEW_PROCESS');
  });

  it('dates a process distributed at 22:30 in Brasília on that day, not on the UTC day after', async () => {
    const cpf = completeCpf('987654320');
    await ctx.db.query(
      `INSERT INTO monitored_documents (organization_id, document_number, document_type, name) VALUES (${DEMO_ORGS.moraes}, $1, 'CPF', 'João Tarde')`,
      [cpf],
    );
    await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 11,
      movements: 0,
      now: new Date('2026-11-02T12:00:00Z'),
      documentNumber: cpf,
    });
    const late = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 12,
      movements: 0,
      now: new Date('2026-11-03T01:30:00Z'),
      documentNumber: cpf,
    });
    const created = late.organizations[0]?.processIds.at(0) ?? 0;
    const { rows } = await ctx.db.query<{ day: string }>(
      "SELECT to_char(distribution_date, 'YYYY-MM-DD') AS day FROM processes WHERE id = $1",
      [created],
    );
    expect(rows[0]?.day).toBe('2026-11-02');
  });

  it('the new process and movements are visible through the API, newest first', async () => {
    const report = await runCourtFeed(ctx.db, { organizationId: DEMO_ORGS.moraes, seed: 3, movements: 1 });
    const changed = report.organizations[0]?.processIds.at(-1) ?? 0;
    const res = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${changed}/moviments`, {
      as: DEMO_USERS.basico.email,
    });
    expect(res.json().result[0].date).toBe(report.ranAt);
    const list = (
      await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process`, { as: DEMO_USERS.basico.email })
    ).json();
    expect(report.organizations[0]?.processIds).toContain(list.result[0].id);
  });

  it('respects the organization’s settings', async () => {
    await ctx.db.query(
      `UPDATE organizations SET notify_change_process = false, notify_new_process = false WHERE id = ${DEMO_ORGS.moraes}`,
    );
    const before = await unviewed(DEMO_ORGS.moraes);
    const report = await runCourtFeed(ctx.db, { organizationId: DEMO_ORGS.moraes, seed: 4, movements: 3 });
    expect(report.organizations[0]).toMatchObject({ movementsAdded: 3, processesAdded: 1, notificationsCreated: 0 });
    expect(await unviewed(DEMO_ORGS.moraes)).toBe(before);
    await ctx.db.query(
      `UPDATE organizations SET notify_change_process = true, notify_new_process = false WHERE id = ${DEMO_ORGS.moraes}`,
    );
    const only = await runCourtFeed(ctx.db, { organizationId: DEMO_ORGS.moraes, seed: 5, movements: 2 });
    expect(only.organizations[0]?.notificationsCreated).toBe(2);
  });

  it('POST /v1/test/court-feed runs a cycle when test routes are enabled, and 404s an unknown organization', async () => {
    const res = await ctx.post('/v1/test/court-feed', { body: { organizationId: DEMO_ORGS.atlantico, seed: 9 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().organizations[0]).toMatchObject({ organizationId: DEMO_ORGS.atlantico, movementsAdded: 3 });
    expect((await ctx.post('/v1/test/court-feed', { body: { organizationId: 4242 } })).statusCode).toBe(404);
    expect((await ctx.post('/v1/test/court-feed', { body: {} })).statusCode).toBe(400);
  });

  it('the test route does not exist without enableTestRoutes', async () => {
    const plain = await createTestContext({}, 0);
    try {
      expect(
        (
          await plain.app.inject({
            method: 'POST',
            url: '/v1/test/court-feed',
            payload: { organizationId: DEMO_ORGS.moraes },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('a court-feed job (what the schedule sends once per period) runs one cycle: a new document gets its baseline', async () => {
    await ctx.db.query(
      `INSERT INTO monitored_documents (organization_id, document_number, document_type, name) VALUES (${DEMO_ORGS.moraes}, '39053344705', 'CPF', 'Job Novo')`,
    );
    const baseline = async () =>
      (
        await ctx.db.query<{ baseline_at: Date | null }>(
          "SELECT baseline_at FROM monitored_documents WHERE document_number = '39053344705'",
        )
      ).rows[0]?.baseline_at;
    expect(await baseline()).toBeNull();
    await ctx.app.jobs.send('court-feed', {});
    await ctx.app.jobs.drain();
    expect(await baseline()).not.toBeNull();
  });

  it('COURT_FEED_MINUTES becomes a cron (UTC): every N minutes, whole hours from 60 on, none for 0', () => {
    expect(courtFeedCron(0)).toBeNull();
    expect(courtFeedCron(1)).toBe('* * * * *');
    expect(courtFeedCron(3)).toBe('*/3 * * * *');
    expect(courtFeedCron(120)).toBe('0 */2 * * *');
    expect(courtFeedCron(24 * 60)).toBe('0 0 * * *');
  });
});
