import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { generateVapidConfig } from '../../server/push/vapid-keys.ts';
import type { PushPayload } from '../../src/contract/push.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { createBrowserPushKeys, startPushReceiver, type PushReceiver } from './support/web-push-receiver.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const MORAES = DEMO_ORGS.moraes;
const ADMIN = DEMO_USERS.admin.email;
const BASIC = DEMO_USERS.basico.email;
const MASTER = DEMO_USERS.master.email; // member of MASTER and Atlântico, not of Moraes
const devices = (org: number) => `/v1/organization/${org}/push/subscriptions`;

describe('push devices: subscribe, list, remove, test (issue 19)', () => {
  let ctx: TestContext;
  let receiver: PushReceiver;
  const vapid = generateVapidConfig('mailto:push-tests@exemplo.test');

  beforeAll(async () => {
    receiver = await startPushReceiver();
    ctx = await createTestContext({ push: { vapid, testOrigins: [receiver.origin], retryDelaysMs: [10] } });
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  const subscribe = (as: string, org: number, subscription: unknown, label = 'Chrome no Android') =>
    ctx.post(devices(org), { as, body: { subscription, label } });

  it('gives the VAPID public key to signed-in people only', async () => {
    expect((await ctx.get('/v1/push/vapid-public-key')).statusCode).toBe(401);
    const res = await ctx.get('/v1/push/vapid-public-key', { as: BASIC });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('subscribes a device for the caller in the organization and lists it to them only', async () => {
    const sub = receiver.createSubscription('admin-phone');
    const res = await subscribe(ADMIN, MORAES, sub);
    expect(res.statusCode, res.body).toBe(201);
    const device = res.json();
    expect(device).toMatchObject({
      organizationId: MORAES,
      label: 'Chrome no Android',
      endpoint: sub.endpoint,
      service: new URL(receiver.origin).host,
      lastSuccessAt: null,
      failureCount: 0,
    });
    expect((await ctx.get(devices(MORAES), { as: ADMIN })).json().result.map((d: { id: number }) => d.id)).toEqual([
      device.id,
    ]);
    expect((await ctx.get(devices(MORAES), { as: BASIC })).json()).toEqual({ result: [] });
    // Not a member of Moraes: 403 before anything is read or written.
    expect((await ctx.get(devices(MORAES), { as: MASTER })).statusCode).toBe(403);
    expect((await subscribe(MASTER, MORAES, receiver.createSubscription('intruder'))).statusCode).toBe(403);
  });

  it("answers 404 for another person's device, 403 for another organization's path", async () => {
    const own = (await subscribe(ADMIN, MORAES, receiver.createSubscription('admin-laptop'), 'Edge no Windows')).json();
    const mine = `${devices(MORAES)}/${own.id}`;
    expect((await ctx.del(mine, { as: BASIC })).statusCode).toBe(404);
    expect((await ctx.del(mine, { as: BASIC })).json().message).toBe(MESSAGES.pushSubscriptionNotFound);
    expect((await ctx.post(`${mine}/test`, { as: BASIC })).statusCode).toBe(404);
    // Master, in an organization of his, naming Ana's device: not his, 404; in Moraes' path: not a member, 403.
    expect((await ctx.del(`${devices(DEMO_ORGS.atlantico)}/${own.id}`, { as: MASTER })).statusCode).toBe(404);
    expect((await ctx.del(mine, { as: MASTER })).statusCode).toBe(403);
    expect((await ctx.del(`${devices(MORAES)}/999999`, { as: ADMIN })).statusCode).toBe(404);
    expect(receiver.requests).toEqual([]);
    // Still there; its owner removes it.
    expect((await ctx.del(mine, { as: ADMIN })).statusCode).toBe(204);
    expect((await ctx.del(mine, { as: ADMIN })).statusCode).toBe(404);
  });

  it('refuses endpoints outside the push services, in Portuguese', async () => {
    const keys = receiver.createSubscription('keys-only').keys;
    const cases: [endpoint: string, message: string][] = [
      ['not a url', MESSAGES.pushEndpointInvalid],
      ['http://fcm.googleapis.com/fcm/send/x', MESSAGES.pushEndpointInvalid],
      ['https://user:pw@fcm.googleapis.com/fcm/send/x', MESSAGES.pushEndpointInvalid],
      ['https://evil.example/push', MESSAGES.pushEndpointRefused],
      ['https://fcm.googleapis.com.evil.example/fcm/send/x', MESSAGES.pushEndpointRefused],
      ['https://fcm.googleapis.com:8443/fcm/send/x', MESSAGES.pushEndpointRefused],
      ['https://push.apple.com/x', MESSAGES.pushEndpointRefused],
      ['https://169.254.169.254/latest/meta-data', MESSAGES.pushEndpointRefused],
      ['http://127.0.0.1:9/push/x', MESSAGES.pushEndpointInvalid],
      [`${receiver.origin.replace('127.0.0.1', 'localhost')}/push/x`, MESSAGES.pushEndpointInvalid],
    ];
    for (const [endpoint, message] of cases) {
      const res = await subscribe(ADMIN, MORAES, { endpoint, expirationTime: null, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(message);
    }
    // The real services are accepted (nothing is sent to them here).
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavXu',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      const res = await subscribe(BASIC, MORAES, { endpoint, expirationTime: null, keys }, 'Navegador real');
      expect(res.statusCode, endpoint).toBe(201);
      expect((await ctx.del(`${devices(MORAES)}/${res.json().id}`, { as: BASIC })).statusCode).toBe(204);
    }
  });

  it('answers bad input with a 400, never a 500', async () => {
    const sub = receiver.createSubscription('bad-input');
    const other = createBrowserPushKeys();
    const bad: [body: unknown, message?: string][] = [
      [
        { subscription: { ...sub, keys: { p256dh: other.p256dh.slice(0, 40), auth: sub.keys.auth } }, label: 'x' },
        MESSAGES.pushKeysInvalid,
      ],
      [
        { subscription: { ...sub, keys: { p256dh: sub.keys.p256dh, auth: 'AAAA' } }, label: 'x' },
        MESSAGES.pushKeysInvalid,
      ],
      // 65 bytes starting with 0x04 but not a point of the curve.
      [
        {
          subscription: {
            ...sub,
            keys: {
              p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
              auth: sub.keys.auth,
            },
          },
          label: 'x',
        },
        MESSAGES.pushKeysInvalid,
      ],
      [{ subscription: sub, label: '   ' }, MESSAGES.pushLabelBlank],
      [{ subscription: sub, label: 'x'.repeat(81) }],
      [{ subscription: sub, label: 'linha\nquebrada' }],
      [{ subscription: { ...sub, expirationTime: 1e300 }, label: 'x' }],
      [{ subscription: { ...sub, keys: { p256dh: 'não é base64', auth: sub.keys.auth } }, label: 'x' }],
      [{ subscription: sub, label: 'x', extra: 1 }],
      [{ subscription: { endpoint: sub.endpoint }, label: 'x' }],
      [{ label: 'x' }],
    ];
    for (const [body, message] of bad) {
      const res = await ctx.post(devices(MORAES), { as: ADMIN, body: body as Record<string, unknown> });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await ctx.post('/v1/push/unsubscribe', { as: ADMIN, body: {} })).statusCode).toBe(400);
    expect((await ctx.post(`${devices(MORAES)}/abc/test`, { as: ADMIN })).statusCode).toBe(400);
  });

  it('re-binds an endpoint subscribed again by someone else (one device, one person)', async () => {
    const sub = receiver.createSubscription('shared-tablet');
    const first = (await subscribe(ADMIN, MORAES, sub, 'Tablet da recepção')).json();
    const again = await subscribe(BASIC, MORAES, sub, 'Tablet da recepção');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    expect(
      (await ctx.get(devices(MORAES), { as: ADMIN })).json().result.map((d: { id: number }) => d.id),
    ).not.toContain(first.id);
    expect((await ctx.get(devices(MORAES), { as: BASIC })).json().result.map((d: { id: number }) => d.id)).toContain(
      first.id,
    );
  });

  it('refuses to move a device to another person who does not hold its keys (409); its owner keeps it (issue 28)', async () => {
    const sub = receiver.createSubscription('owner-phone');
    const first = (await subscribe(ADMIN, MORAES, sub, 'Celular da Ana')).json();
    const stored = async () =>
      (
        await ctx.db.query<{ user_id: string; p256dh: string; auth: string; label: string }>(
          'SELECT user_id::text, p256dh, auth, label FROM push_subscriptions WHERE id = $1',
          [first.id],
        )
      ).rows[0];
    const before = await stored();
    // Someone who learnt the endpoint but not the keys: other keys, or the right p256dh with another auth secret.
    const otherKeys = createBrowserPushKeys();
    for (const keys of [
      { p256dh: otherKeys.p256dh, auth: otherKeys.auth },
      { p256dh: sub.keys.p256dh, auth: otherKeys.auth },
      { p256dh: otherKeys.p256dh, auth: sub.keys.auth },
    ]) {
      const res = await subscribe(BASIC, MORAES, { ...sub, keys }, 'Meu celular');
      expect(res.statusCode, JSON.stringify(keys)).toBe(409);
      expect(res.json().message).toBe(MESSAGES.pushDeviceHeldByOther);
    }
    expect(await stored()).toEqual(before);
    expect((await ctx.get(devices(MORAES), { as: ADMIN })).json().result.map((d: { id: number }) => d.id)).toContain(
      first.id,
    );
    expect(
      (await ctx.get(devices(MORAES), { as: BASIC })).json().result.map((d: { id: number }) => d.id),
    ).not.toContain(first.id);
    // Its owner subscribing again is idempotent: the same device, 201, nothing else changed.
    const again = await subscribe(ADMIN, MORAES, sub, 'Celular da Ana');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, label: 'Celular da Ana', endpoint: sub.endpoint });
    expect(await stored()).toEqual(before);
  });

  it("unsubscribes by endpoint at logout, the caller's own row only", async () => {
    const sub = receiver.createSubscription('logout-phone');
    const device = (await subscribe(ADMIN, MORAES, sub)).json();
    expect((await ctx.post('/v1/push/unsubscribe', { body: { endpoint: sub.endpoint } })).statusCode).toBe(401);
    expect((await ctx.post('/v1/push/unsubscribe', { as: BASIC, body: { endpoint: sub.endpoint } })).json()).toEqual({
      removed: 0,
    });
    expect((await ctx.post('/v1/push/unsubscribe', { as: ADMIN, body: { endpoint: sub.endpoint } })).json()).toEqual({
      removed: 1,
    });
    expect((await ctx.post(`${devices(MORAES)}/${device.id}/test`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('sends a test push the device decrypts; a gone device is removed (410); a failing service is a 502', async () => {
    const sub = receiver.createSubscription('test-phone');
    const device = (await subscribe(ADMIN, MORAES, sub, 'Safari no iPhone')).json();
    const res = await ctx.post(`${devices(MORAES)}/${device.id}/test`, { as: ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const [push] = receiver.received('test-phone');
    const total = (await ctx.get(`/v1/organization/${MORAES}/notifications/total`, { as: ADMIN })).json().total;
    expect(push?.payload).toMatchObject({
      version: 1,
      kind: 'test',
      organizationId: MORAES,
      title: 'Teste de notificação',
      tag: 'teste',
      url: '/notificacoes',
      total,
      processId: null,
      notificationType: null,
    } satisfies Partial<PushPayload>);
    expect((push?.payload as PushPayload).body).toBe(
      'Tudo certo: "Safari no iPhone" recebe os avisos de Moraes & Associados Advocacia.',
    );
    expect(push?.vapid).toMatchObject({
      aud: receiver.origin,
      sub: 'mailto:push-tests@exemplo.test',
      publicKey: vapid.publicKey,
    });
    expect(push?.urgency).toBe('normal');
    expect(push?.ttl).toBeGreaterThan(0);
    expect(
      (await ctx.get(devices(MORAES), { as: ADMIN })).json().result.find((d: { id: number }) => d.id === device.id)
        .lastSuccessAt,
    ).not.toBeNull();

    receiver.respondWith('test-phone', 503, 1);
    const failed = await ctx.post(`${devices(MORAES)}/${device.id}/test`, { as: ADMIN });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(MESSAGES.pushServiceFailed);

    receiver.respondWith('test-phone', 410);
    const gone = await ctx.post(`${devices(MORAES)}/${device.id}/test`, { as: ADMIN });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(MESSAGES.pushSubscriptionGone);
    expect(
      (await ctx.get(devices(MORAES), { as: ADMIN })).json().result.map((d: { id: number }) => d.id),
    ).not.toContain(device.id);
    expect(receiver.errors).toEqual([]);
  });
});
