import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MAX_PER_CYCLE, PUSH_TTL_SECONDS } from '../../src/contract/constants/push.ts';
import type { CourtFeedReport } from '../../src/contract/court-feed.ts';
import type { PushPayload } from '../../src/contract/push.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { generateVapidConfig } from '../../server/push/vapid-keys.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { startPushReceiver, type PushReceiver } from './support/web-push-receiver.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const MORAES = DEMO_ORGS.moraes;
const ATLANTICO = DEMO_ORGS.atlantico;
const ADMIN = DEMO_USERS.admin.email;
const BASIC = DEMO_USERS.basico.email;
const MASTER = DEMO_USERS.master.email;

describe('push delivery from the court feed (issue 19)', () => {
  let ctx: TestContext;
  let receiver: PushReceiver;
  const vapid = generateVapidConfig('mailto:push-tests@exemplo.test');
  const ids: Record<string, number> = {};
  let seed = 100;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    ctx = await createTestContext(
      { enableTestRoutes: true, push: { vapid, testOrigins: [receiver.origin], retryDelaysMs: [20, 40, 80] } },
      30,
    );
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  /** Ana and Bruno (Moraes) and Diego (Atlântico) each have one device; the receiver forgets what came before. */
  beforeEach(async () => {
    await ctx.db.query('DELETE FROM push_subscriptions');
    // Movements only (one notification each), unless a test asks for new processes too.
    await ctx.db.query(
      `UPDATE organizations SET notify_change_process = true, notify_new_process = false WHERE id = ${MORAES}`,
    );
    for (const [device, as, org] of [
      ['ana', ADMIN, MORAES],
      ['bruno', BASIC, MORAES],
      ['diego', MASTER, ATLANTICO],
    ] as const) {
      const res = await ctx.post(`/v1/organization/${org}/push/subscriptions`, {
        as,
        body: { subscription: receiver.createSubscription(device), label: device },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[device] = res.json().id;
    }
    receiver.reset();
  });

  const feed = async (organizationId: number, movements: number): Promise<CourtFeedReport['organizations'][number]> => {
    const res = await ctx.post('/v1/test/court-feed', { body: { organizationId, movements, seed: seed++ } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().organizations[0];
  };
  /** The feed queues a 'push-send' job per organization: done when the queue is empty and no send is in flight. */
  const settled = async () => {
    await ctx.app.jobs.drain(20_000);
    await ctx.app.pushDispatcher.idle();
  };
  const payloads = (device: string) => receiver.received(device).map((push) => push.payload as PushPayload);
  const deviceRow = async (device: string) =>
    (
      await ctx.db.query<{ failure_count: number; last_success_at: Date | null }>(
        'SELECT failure_count, last_success_at FROM push_subscriptions WHERE id = $1',
        [ids[device]],
      )
    ).rows[0];

  it("sends one push per change to each member's devices of that organization only, with the badge total", async () => {
    await ctx.db.query(`UPDATE organizations SET notify_new_process = true WHERE id = ${MORAES}`);
    // A monitored document past its baseline, so this cycle distributes a new process too.
    await ctx.db.query(
      `UPDATE monitored_documents SET baseline_at = now() - interval '1 day' WHERE organization_id = ${MORAES}`,
    );
    const report = await feed(MORAES, 3);
    expect(report).toMatchObject({ processesAdded: 1, notificationsCreated: 4 });
    await settled();
    const total = (await ctx.get(`/v1/organization/${MORAES}/notifications/total`, { as: BASIC })).json().total;
    const { rows } = await ctx.db.query<{ type: string; process_id: number; process_number: string; court: string }>(
      `SELECT type, process_id::int AS process_id, process_number, court FROM notifications WHERE organization_id = $1 ORDER BY id DESC LIMIT $2`,
      [MORAES, report.notificationsCreated],
    );
    const expected = rows.reverse();
    expect(expected.map((n) => n.type).sort()).toEqual([
      'CHANGE_MOVIMENT',
      'CHANGE_MOVIMENT',
      'CHANGE_MOVIMENT',
      'NEW_PROCESS',
    ]);
    for (const device of ['ana', 'bruno']) {
      const got = payloads(device);
      expect(got, device).toHaveLength(report.notificationsCreated);
      got.forEach((payload, i) => {
        const n = expected[i]!;
        expect(payload).toMatchObject({
          version: 1,
          kind: 'process',
          organizationId: MORAES,
          total,
          processId: n.process_id,
          processNumber: n.process_number,
          court: n.court,
          notificationType: n.type,
          tag: `processo-${n.process_id}`,
          url: `/processos/${n.process_id}`,
        });
        expect(payload.title).toBe(
          n.type === 'NEW_PROCESS' ? 'Novo processo distribuído' : 'Nova movimentação no processo',
        );
        expect(payload.body.startsWith(`${n.process_number} · ${n.court}\n`)).toBe(true);
      });
      for (const push of receiver.received(device)) {
        expect(push.urgency).toBe('normal');
        expect(push.ttl).toBe(PUSH_TTL_SECONDS);
        expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
        expect(push.topic).toBe((push.payload as PushPayload).tag.replace(/[^A-Za-z0-9_-]/g, ''));
        expect(push.vapid).toMatchObject({
          aud: receiver.origin,
          sub: 'mailto:push-tests@exemplo.test',
          publicKey: vapid.publicKey,
        });
      }
      expect((await deviceRow(device))?.last_success_at).not.toBeNull();
    }
    // Diego is in another organization: nothing.
    expect(receiver.received('diego')).toEqual([]);
    expect(receiver.errors).toEqual([]);
  });

  it("follows the organization's notification settings (no notification, no push) and skips deactivated members", async () => {
    await ctx.db.query(
      `UPDATE organizations SET notify_change_process = false, notify_new_process = false WHERE id = ${MORAES}`,
    );
    expect((await feed(MORAES, 2)).notificationsCreated).toBe(0);
    await settled();
    expect(receiver.requests).toEqual([]);

    await ctx.db.query(`UPDATE organizations SET notify_change_process = true WHERE id = ${MORAES}`);
    await ctx.db.query(
      `UPDATE memberships SET active = false WHERE organization_id = ${MORAES} AND user_id = (SELECT id FROM users WHERE email = '${BASIC}')`,
    );
    try {
      const report = await feed(MORAES, 2);
      await settled();
      expect(payloads('ana')).toHaveLength(report.notificationsCreated);
      expect(receiver.requests.filter((r) => r.device === 'bruno')).toEqual([]);
    } finally {
      await ctx.db.query(
        `UPDATE memberships SET active = true WHERE organization_id = ${MORAES} AND user_id = (SELECT id FROM users WHERE email = '${BASIC}')`,
      );
    }
  });

  it('removes a device its push service says is gone (410, 404); the others still get theirs', async () => {
    receiver.respondWith('ana', 410);
    receiver.respondWith('bruno', 404);
    const report = await feed(MORAES, 2);
    await settled();
    expect(await deviceRow('ana')).toBeUndefined();
    expect(await deviceRow('bruno')).toBeUndefined();
    // One request each: a gone device gets nothing more in this cycle.
    expect(receiver.requests.filter((r) => r.device === 'ana')).toEqual([{ device: 'ana', status: 410 }]);
    expect(report.notificationsCreated).toBeGreaterThan(1);
    const feedAgain = await feed(MORAES, 1);
    await settled();
    expect(feedAgain.notificationsCreated).toBe(1);
    expect(receiver.requests.filter((r) => r.device === 'ana')).toHaveLength(1);
  });

  it('retries a failing push service with backoff, without holding the feed up; a refusal (400) is not retried', async () => {
    receiver.respondWith('ana', 503, 2);
    receiver.respondWith('bruno', 400);
    const started = Date.now();
    const report = await feed(MORAES, 1);
    // The feed answered before the retries' waits (20 + 40 ms) could all have passed… and its work is committed.
    expect(report.notificationsCreated).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    await settled();
    expect(receiver.requests.filter((r) => r.device === 'ana').map((r) => r.status)).toEqual([503, 503, 201]);
    expect(payloads('ana')).toHaveLength(1);
    expect(await deviceRow('ana')).toMatchObject({ failure_count: 0 });
    expect(receiver.requests.filter((r) => r.device === 'bruno').map((r) => r.status)).toEqual([400]);
    expect(await deviceRow('bruno')).toMatchObject({ failure_count: 1 });
  });

  it('gives up after the last retry and counts the failure', async () => {
    receiver.respondWith('ana', 500);
    await feed(MORAES, 1);
    await settled();
    expect(receiver.requests.filter((r) => r.device === 'ana')).toHaveLength(4);
    expect(await deviceRow('ana')).toMatchObject({ failure_count: 1 });
  });

  it(`sends one summary to /notificacoes when a cycle brings more than ${PUSH_MAX_PER_CYCLE} changes`, async () => {
    const report = await feed(MORAES, PUSH_MAX_PER_CYCLE + 2);
    expect(report.notificationsCreated).toBeGreaterThan(PUSH_MAX_PER_CYCLE);
    await settled();
    const [summary, ...rest] = payloads('ana');
    expect(rest).toEqual([]);
    expect(summary).toMatchObject({
      kind: 'several',
      url: '/notificacoes',
      tag: `novidades-${MORAES}`,
      processId: null,
    });
    expect(summary?.body).toBe(
      `${report.notificationsCreated} novidades nos processos de Moraes & Associados Advocacia. Toque para ver as notificações.`,
    );
  });

  it('checks the allow-list again before sending: a stored endpoint outside it gets no request', async () => {
    await ctx.db.query("UPDATE push_subscriptions SET endpoint = 'https://evil.example/push' WHERE id = $1", [ids.ana]);
    await feed(MORAES, 1);
    await settled();
    expect(await deviceRow('ana')).toMatchObject({ failure_count: 1 });
    expect(receiver.requests.filter((r) => r.device === 'ana')).toEqual([]);
    expect(payloads('bruno')).toHaveLength(1);
  });

  it('the scheduled feed job queues its pushes as jobs too, and a throwing handler never fails the feed', async () => {
    receiver.reset();
    await ctx.app.jobs.send('court-feed', {});
    await settled();
    expect(payloads('ana').length).toBeGreaterThan(0);
    const report = await runCourtFeed(ctx.db, {
      organizationId: MORAES,
      movements: 1,
      seed: seed++,
      onNotificationsCreated: () => {
        throw new Error('push down');
      },
    });
    expect(report.organizations[0]?.notificationsCreated).toBe(1);
  });
});
