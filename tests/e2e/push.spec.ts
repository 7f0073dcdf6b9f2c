import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { PushPayload } from '../../src/contract/push.ts';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { startPushReceiver, type PushReceiver } from '../server/support/web-push-receiver.ts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/demo';
import { authHeaders } from './support/id-token';
import {
  appServiceWorker,
  recordWorkerBadge,
  registrationIdOf,
  shownNotifications,
  usePushSubscriptionOf,
  workerBadgeCalls,
} from './support/push';

// Issue 19. No push service here: the test runs its own (tests/server/support/web-push-receiver.ts: it checks the VAPID
// JWT and decrypts the aes128gcm body with the subscription's keys) and a stack of its own that allows that loopback
// origin (PUSH_TEST_ORIGINS' option; the shared e2e stack allows none).
let stack: Stack | undefined;
let receiver: PushReceiver | undefined;
let dataDir: string;
const ORG = DEMO_ORGS.moraes;

test.beforeAll(async () => {
  receiver = await startPushReceiver();
  dataDir = mkdtempSync(join(tmpdir(), 'painel-push-'));
  stack = await startStack({
    port: 0,
    dataDir,
    inMemory: true,
    identityPort: await findFreePort(),
    processes: 20,
    staticDir: process.env.PWA_DIST ?? 'dist',
    enableTestRoutes: true,
    pushTestOrigins: [receiver.origin],
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the test reads of the worker's global scope (the e2e programs have no WebWorker library). */
interface WorkerClients {
  clients: { matchAll(options: object): Promise<unknown[]> };
  registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
}

async function openDeviceScreen(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Notificações no aparelho' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações no aparelho' })).toBeVisible();
}

test('a court-feed change reaches the device as an encrypted, VAPID-signed push; the real service worker shows it with the app closed, sets the badge, and a click opens the process', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const url = stack!.url;
  const device = receiver!.createSubscription('chromium');
  await context.grantPermissions(['notifications'], { origin: url });
  await usePushSubscriptionOf(context, device);

  await test.step('the screen enables this device (permission asked after the tap) and lists it as "Este aparelho"', async () => {
    await signIn(page, 'admin@exemplo.test', undefined, url);
    await openDeviceScreen(page);
    await expect(page.getByText('Nenhum aparelho recebe as notificações desta organização.')).toBeVisible();
    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith(`/v1/organization/${ORG}/push/subscriptions`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Ativar neste aparelho' }).click();
    expect((await subscribed).status()).toBe(201);
    const row = page.getByTestId('push-device');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('this-device')).toHaveText('Este aparelho');
    await expect(page.getByTestId('push-enabled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ativar neste aparelho' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    // For people to look at (test-results/…): the screen on a phone and on a desktop; nothing wider than the phone.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`device-notifications-${width}.png`) });
    }
  });

  await test.step('"Enviar teste" arrives at the endpoint, decrypted and signed with the server\'s VAPID key', async () => {
    await page.getByRole('button', { name: /^Enviar teste/ }).click();
    await expect(page.getByTestId('push-test-sent')).toBeVisible();
    const [push] = await receiver!.waitFor(1, 10_000, 'chromium');
    const payload = push!.payload as PushPayload;
    expect(payload).toMatchObject({
      version: 1,
      kind: 'test',
      organizationId: ORG,
      title: 'Teste de notificação',
      url: '/notificacoes',
    });
    const { publicKey } = (await (
      await page.request.get(`${url}/v1/push/vapid-public-key`, { headers: await authHeaders(page) })
    ).json()) as { publicKey: string };
    expect(push!.vapid.publicKey).toBe(publicKey);
    expect(receiver!.errors).toEqual([]);
  });

  let processPush: PushPayload | undefined;
  await test.step('the court feed sends one push per change to the device, with the right process and total', async () => {
    receiver!.reset();
    const headers = await authHeaders(page);
    expect((await page.request.delete(`${url}/v1/organization/${ORG}/notifications`, { headers })).ok()).toBe(true);
    const feed = await page.request.post(`${url}/v1/test/court-feed`, {
      data: { organizationId: ORG, movements: 2, seed: 19 },
    });
    expect(feed.ok()).toBe(true);
    const report = ((await feed.json()) as { organizations: { notificationsCreated: number; processIds: number[] }[] })
      .organizations[0]!;
    expect(report.notificationsCreated).toBeGreaterThan(0);
    const pushes = await receiver!.waitFor(report.notificationsCreated, 15_000, 'chromium');
    const payloads = pushes.map((p) => p.payload as PushPayload);
    expect(payloads).toHaveLength(report.notificationsCreated);
    const total = (
      (await (await page.request.get(`${url}/v1/organization/${ORG}/notifications/total`, { headers })).json()) as {
        total: number;
      }
    ).total;
    expect(total).toBe(report.notificationsCreated);
    for (const p of payloads) {
      expect(p.kind).toBe('process');
      expect(report.processIds).toContain(p.processId);
      expect(p.tag).toBe(`processo-${p.processId}`);
      expect(p.url).toBe(`/processos/${p.processId}`);
      expect(p.body).toContain(`${p.processNumber} · ${p.court}`);
    }
    // Sent one by one as the changes are counted: the last one carries the total.
    expect(Math.max(...payloads.map((p) => p.total))).toBe(total);
    for (const p of pushes) {
      expect(p.ttl).toBe(86_400);
      expect(p.urgency).toBe('normal');
      expect(p.topic).toBe(`processo-${(p.payload as PushPayload).processId}`);
    }
    expect(receiver!.errors).toEqual([]);
    processPush = payloads.find((p) => p.total === total);
  });

  const push = processPush!;
  await test.step('with the app closed, the real service worker shows that push and sets the icon badge', async () => {
    // The worker must be installed and controlling before the app closes.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = await appServiceWorker(context, url);
    await recordWorkerBadge(worker);
    // A page of no origin holds the DevTools session while every page of the app is closed.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrationId = await registrationIdOf(cdp, url);
    await page.close();
    expect(
      await worker.evaluate(() =>
        (self as unknown as WorkerClients).clients
          .matchAll({ type: 'window', includeUncontrolled: true })
          .then((c) => c.length),
      ),
    ).toBe(0);

    await cdp.send('ServiceWorker.deliverPushMessage', { origin: url, registrationId, data: JSON.stringify(push) });
    await expect.poll(() => workerBadgeCalls(worker)).toEqual([['setAppBadge', push.total]]);

    const reopened = await context.newPage();
    await reopened.goto(`${url}/notificacoes`);
    await expect(reopened.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const shown = await shownNotifications(reopened);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: push.title,
      body: push.body,
      tag: `processo-${push.processId}`,
      data: { url: `/processos/${push.processId}`, processId: push.processId, organizationId: ORG, count: 1 },
    });
    expect(shown[0]!.icon).toMatch(/\/icons\/icon-192\.png$/);
    expect(shown[0]!.badge).toMatch(/\/icons\/badge-96\.png$/);

    await test.step('a second change of that process replaces its notification; a total of 0 clears the badge', async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: url,
        registrationId,
        data: JSON.stringify({ ...push, total: 0 }),
      });
      await expect
        .poll(async () => (await shownNotifications(reopened)).map((n) => [n.tag, (n.data as { count: number }).count]))
        .toEqual([[`processo-${push.processId}`, 2]]);
      await expect.poll(() => workerBadgeCalls(worker)).toEqual([['setAppBadge', push.total], ['clearAppBadge']]);
    });

    await test.step('an unreadable push still shows "Novas movimentações"', async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: url, registrationId, data: 'not json' });
      await expect
        .poll(async () => (await shownNotifications(reopened)).map((n) => n.title))
        .toContain('Novas movimentações');
      expect((await shownNotifications(reopened)).find((n) => n.tag === 'novidades')?.data).toMatchObject({
        url: '/notificacoes',
      });
    });

    await test.step('a click on the notification takes the open window to the process', async () => {
      await expect.poll(() => reopened.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // DevTools cannot click a notification: the worker dispatches the event its own listener handles.
      await worker.evaluate(async (tag) => {
        const scope = self as unknown as WorkerClients &
          EventTarget & { NotificationEvent: new (type: string, init: { notification: unknown }) => Event };
        const [notification] = await scope.registration.getNotifications({ tag });
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      }, `processo-${push.processId}`);
      await expect(reopened).toHaveURL(new RegExp(`/processos/${push.processId}$`));
      await expect(reopened.getByTestId('process-number')).toHaveText(push.processNumber!);
      await expect
        .poll(async () => (await shownNotifications(reopened)).map((n) => n.tag))
        .not.toContain(`processo-${push.processId}`);
    });

    await test.step('logout unsubscribes this device: the server forgets it and the browser drops its subscription', async () => {
      const unsubscribed = reopened.waitForResponse((r) => r.url().endsWith('/v1/push/unsubscribe'));
      await reopened.getByTestId('user-menu').click();
      await reopened.getByTestId('logout').click();
      await expect(reopened).toHaveURL(/\/user\/login/);
      const answer = await unsubscribed;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { removed: number }).removed).toBe(1);
      expect(await reopened.evaluate(() => localStorage.getItem('__e2ePushSubscribed'))).toBeNull();
    });
  });
});

test('switching organization moves this device to the organization on screen', async ({ page, context }) => {
  const url = stack!.url;
  const device = receiver!.createSubscription('master-phone');
  await context.grantPermissions(['notifications'], { origin: url });
  await usePushSubscriptionOf(context, device);
  await signIn(page, 'master@exemplo.test', undefined, url);
  const nameOf = (orgId: number) =>
    orgId === DEMO_ORGS.atlantico ? 'Grupo Atlântico Compliance' : 'Painel Jurídico Master';
  const first =
    (await page.getByTestId('org-name').textContent()) === nameOf(DEMO_ORGS.atlantico)
      ? DEMO_ORGS.atlantico
      : DEMO_ORGS.master;
  const second = first === DEMO_ORGS.master ? DEMO_ORGS.atlantico : DEMO_ORGS.master;
  await openDeviceScreen(page);
  await page.getByRole('button', { name: 'Ativar neste aparelho' }).click();
  await expect(page.getByTestId('this-device')).toBeVisible();

  const moved = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/organization/${second}/push/subscriptions`) && r.request().method() === 'POST',
  );
  await page.getByTestId('org-switcher').click();
  await page.getByRole('menuitem', { name: nameOf(second) }).click();
  await expect(page.getByTestId('org-name')).toHaveText(nameOf(second));
  expect((await moved).status()).toBe(201);
  // The screen follows: this device is listed under the new organization, and no longer under the first.
  await expect(page.getByTestId('this-device')).toBeVisible();
  const headers = await authHeaders(page);
  const endpoints = async (orgId: number) =>
    (
      (await (await page.request.get(`${url}/v1/organization/${orgId}/push/subscriptions`, { headers })).json()) as {
        result: { endpoint: string }[];
      }
    ).result.map((d) => d.endpoint);
  expect(await endpoints(second)).toEqual([device.endpoint]);
  expect(await endpoints(first)).toEqual([]);
});
