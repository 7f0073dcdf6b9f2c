import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf } from '../../src/contract/brazil-document.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const BASE = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}`;
const DAY = 86_400_000;

describe('monitoring (Monitoria) and pauses (Pausa)', () => {
  let ctx: TestContext;
  let itemId: number;
  const cpf = completeCpf('600700800');

  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.post(`${BASE}/partner/process`, {
      as: DEMO_USERS.basico.email,
      body: { documentNumber: cpf, name: 'Marina Teste Monitorada' },
    });
    itemId = res.json().register.id;
  });
  afterAll(async () => ctx.close());

  const call = (
    method: 'PUT' | 'DELETE',
    path: string,
    payload?: Record<string, unknown>,
    email = DEMO_USERS.basico.email,
  ) =>
    ctx.app.inject({
      method,
      url: `${BASE}/consumeunique/${itemId}/${path}`,
      headers: ctx.as(email),
      ...(payload === undefined ? {} : { payload }),
    });
  const monitoriaConsumed = async () =>
    (await ctx.db.query<{ consume: number }>('SELECT consume FROM plans WHERE id = 2')).rows[0]?.consume ?? -1;
  const feedRow = async () =>
    (
      await ctx.db.query<{ active: boolean; paused_until: Date | null; baseline_at: Date | null }>(
        `SELECT active, paused_until, baseline_at FROM monitored_documents WHERE organization_id = ${DEMO_ORGS.moraes} AND document_number = $1`,
        [cpf],
      )
    ).rows[0];

  it('pausing or stopping what is not monitored is refused with the reason', async () => {
    const pause = await call('PUT', 'pause', { days: 30 });
    expect(pause.statusCode).toBe(409);
    expect(pause.json().message).toBe('Só é possível pausar um documento que está sendo monitorado.');
    const stop = await call('DELETE', 'monitor');
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe('Este documento não está sendo monitorado.');
  });

  it('starts monitoring: one Monitoria consumed, the court feed picks the document up; twice → 409, nothing consumed', async () => {
    const before = await monitoriaConsumed();
    const res = await call('PUT', 'monitor');
    expect(res.statusCode).toBe(200);
    expect(res.json().register).toMatchObject({
      typeSearch: 'Monitoria',
      accessPauseMonitor: true,
      consume: 2,
      monitoringSince: expect.any(String),
      dtAvailablePause: null,
    });
    expect(await monitoriaConsumed()).toBe(before + 1);
    expect(await feedRow()).toMatchObject({ active: true, paused_until: null, baseline_at: null });
    const again = await call('PUT', 'monitor');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este documento já está sendo monitorado.');
    expect(await monitoriaConsumed()).toBe(before + 1);

    // First cycle records the baseline, the next one adds a process with the document as defendant.
    await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 1,
      movements: 0,
      now: new Date(Date.now() + 1000),
    });
    await ctx.db.query(
      `UPDATE monitored_documents SET last_sync_at = '2000-01-01' WHERE organization_id = ${DEMO_ORGS.moraes} AND document_number <> $1`,
      [cpf],
    );
    await ctx.db.query(
      `UPDATE monitored_documents SET last_sync_at = NULL WHERE organization_id = ${DEMO_ORGS.moraes} AND document_number = $1`,
      [cpf],
    );
    const report = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 2,
      movements: 0,
      now: new Date(Date.now() + 2000),
    });
    expect(report.organizations[0]?.processesAdded).toBe(1);
    const parties = await ctx.db.query('SELECT process_id FROM process_parties WHERE document = $1', [cpf]);
    expect(parties.rows).toHaveLength(1);
  });

  it('pauses for 30 days: Pausa until then, the feed skips it, no second pause; resuming sets the next availability', async () => {
    expect((await call('PUT', 'pause', { days: 45 })).statusCode).toBe(400);
    expect((await call('PUT', 'pause', {})).statusCode).toBe(400);
    const started = Date.now();
    const res = await call('PUT', 'pause', { days: 30 });
    expect(res.statusCode).toBe(200);
    const item = res.json().register;
    expect(item).toMatchObject({ typeSearch: 'Pausa', daypausemonitor: 30, accessPauseMonitor: false });
    expect(Math.abs(Date.parse(item.pauseEndsAt) - (started + 30 * DAY))).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(item.dtAvailablePause) - (started + 60 * DAY))).toBeLessThan(60_000);
    const row = await feedRow();
    expect(row?.active).toBe(true);
    expect(row?.paused_until?.getTime()).toBe(Date.parse(item.pauseEndsAt));

    // The paused document gets no new process from the feed.
    await ctx.db.query(
      `UPDATE monitored_documents SET last_sync_at = NULL WHERE organization_id = ${DEMO_ORGS.moraes} AND document_number = $1`,
      [cpf],
    );
    await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 3,
      movements: 0,
      now: new Date(Date.now() + 3000),
    });
    expect((await ctx.db.query('SELECT process_id FROM process_parties WHERE document = $1', [cpf])).rows).toHaveLength(
      1,
    );

    const twice = await call('PUT', 'pause', { days: 60 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('O monitoramento deste documento já está pausado.');

    const resumed = await call('DELETE', 'pause');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().register).toMatchObject({
      typeSearch: 'Monitoria',
      accessPauseMonitor: false,
      pauseEndsAt: null,
      daypausemonitor: 30,
    });
    expect((await feedRow())?.paused_until).toBeNull();
    const early = await call('PUT', 'pause', { days: 30 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Uma nova pausa só estará disponível a partir de \d{2}\/\d{2}\/\d{4}\.$/);
    expect((await call('DELETE', 'pause')).json().message).toBe('O monitoramento deste documento não está pausado.');
  });

  it('a pause becomes available again after dtAvailablePause, and a pause that ended counts as Monitoria', async () => {
    await ctx.db.query(
      "UPDATE consume_unique_items SET pause_available_at = now() - interval '1 minute' WHERE id = $1",
      [itemId],
    );
    const res = await call('PUT', 'pause', { days: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json().register.daypausemonitor).toBe(90);
    await ctx.db.query("UPDATE consume_unique_items SET pause_ends_at = now() - interval '1 minute' WHERE id = $1", [
      itemId,
    ]);
    const item = (await ctx.get(`${BASE}/consumeunique/${itemId}`, { as: DEMO_USERS.basico.email })).json().register;
    expect(item).toMatchObject({ typeSearch: 'Monitoria', pauseEndsAt: null });
  });

  it('stops monitoring (DELETE): Consulta again, out of the feed; restarting consumes again', async () => {
    const stop = await call('DELETE', 'monitor');
    expect(stop.statusCode).toBe(200);
    expect(stop.json().register).toMatchObject({
      typeSearch: 'Consulta',
      accessPauseMonitor: false,
      dtAvailablePause: null,
      monitoringSince: null,
    });
    expect((await feedRow())?.active).toBe(false);
    const before = await monitoriaConsumed();
    expect((await call('PUT', 'monitor')).statusCode).toBe(200);
    expect(await monitoriaConsumed()).toBe(before + 1);
    expect(await feedRow()).toMatchObject({ active: true, baseline_at: null });
  });

  it('a Monitoria balance at zero → 402, nothing consumed and the item unchanged', async () => {
    await call('DELETE', 'monitor');
    await ctx.db.query('UPDATE plans SET consume = limit_end WHERE id = 2');
    const ledger = async () =>
      (
        await ctx.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM plan_consumptions WHERE type_plan = 'Monitoria'",
        )
      ).rows[0]?.n;
    const before = await ledger();
    const res = await call('PUT', 'monitor');
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('Saldo de monitorias esgotado');
    expect(await ledger()).toBe(before);
    const item = (await ctx.get(`${BASE}/consumeunique/${itemId}`, { as: DEMO_USERS.basico.email })).json().register;
    expect(item.typeSearch).toBe('Consulta');
    await ctx.db.query('UPDATE plans SET consume = 85 WHERE id = 2');
  });

  it('401 without a token, 403 for a lawyer, another holder or another organization’s item, 404 unknown', async () => {
    expect((await ctx.put(`${BASE}/consumeunique/${itemId}/monitor`)).statusCode).toBe(401);
    expect((await call('PUT', 'monitor', undefined, DEMO_USERS.advogada.email)).statusCode).toBe(403);
    const [foreign] = (
      await ctx.get(`/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/activities`, {
        as: DEMO_USERS.master.email,
      })
    ).json().result;
    const cross = await ctx.put(`${BASE}/consumeunique/${foreign.id}/monitor`, { as: DEMO_USERS.basico.email });
    expect(cross.statusCode).toBe(404);
    const otherPath = await ctx.put(
      `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/consumeunique/${itemId}/pause`,
      { as: DEMO_USERS.master.email, body: { days: 30 } },
    );
    expect(otherPath.statusCode).toBe(404);
    expect((await ctx.put(`${BASE}/consumeunique/99999999/monitor`, { as: DEMO_USERS.basico.email })).statusCode).toBe(
      404,
    );
  });
});
