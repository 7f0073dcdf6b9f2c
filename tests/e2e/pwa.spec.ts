import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page, type Route } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { signIn } from './support/demo';
import { underServiceWorker } from './support/offline';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('a lazy route chunk not yet visited loads from the precache offline', async ({ page, context }) => {
  await signIn(page, 'admin@exemplo.test');
  await underServiceWorker(page);
  const chunkResponses: { url: string; fromSW: boolean }[] = [];
  page.on('response', (r) => {
    if (/\/static\/js\/notifications-page-[^/]+\.js$/.test(r.url()))
      chunkResponses.push({ url: r.url(), fromSW: r.fromServiceWorker() });
  });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await sideMenu(page).getByRole('link', { name: 'Notificações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta tela')).toHaveCount(0);
  // The chunk came from the service worker's precache, not the (offline) network.
  expect(chunkResponses.length).toBeGreaterThan(0);
  expect(chunkResponses.every((r) => r.fromSW)).toBe(true);
  await context.setOffline(false);
});

/** The lazy chunks a page asked the browser to preload, one <link rel="modulepreload"> each (Vite's helper). */
const preloadedChunks = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter((l) => l.href.includes(name))
        .length,
    name,
  );

test('under the service worker a page loads its chunks without preload links, each of which cost the main thread ~1 ms', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  await underServiceWorker(page);
  // index.html's own (the entry's static imports) are there before any page asks for more.
  const fromTheDocument = await preloadedChunks(page, '/static/js/');
  await sideMenu(page).getByRole('link', { name: 'Notificações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  expect(await preloadedChunks(page, 'notifications-page-')).toBe(0);
  expect(await preloadedChunks(page, '/static/js/')).toBe(fromTheDocument);
});

test.describe('without a service worker (a first visit)', () => {
  test.use({ serviceWorkers: 'block' });

  test("a page's chunks are still preloaded side by side", async ({ page }) => {
    await signIn(page, 'admin@exemplo.test');
    await sideMenu(page).getByRole('link', { name: 'Notificações' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    expect(await preloadedChunks(page, 'notifications-page-')).toBe(1);
  });
});

test.describe('a chunk that hangs', () => {
  // Without a worker in the way page.route sees the chunk request (a worker's fetches bypass page.route).
  test.use({ serviceWorkers: 'block' });

  test('ends in the Portuguese error after the (shortened) timeout, and "Tentar novamente" loads it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __PAINEL_CHUNK_TIMEOUT_MS__: number }).__PAINEL_CHUNK_TIMEOUT_MS__ = 1500;
    });
    const held: Route[] = [];
    const pattern = '**/static/js/notifications-page-*.js';
    // Never fulfilled while routed: the request hangs like one on a dead hearing-room network.
    const hang = (route: Route) => {
      held.push(route);
    };
    await page.route(pattern, hang);
    await signIn(page, 'admin@exemplo.test');
    const started = Date.now();
    await sideMenu(page).getByRole('link', { name: 'Notificações' }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta tela' })).toBeVisible({
      timeout: 10_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(held.length).toBeGreaterThan(0);
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    // The network comes back: the held request goes through, and retry re-imports the chunk (no page reload).
    await page.unroute(pattern, hang);
    // Unrouting lets a held request through (Playwright falls back to the network); continue any it did not.
    for (const route of held) await route.continue().catch(() => undefined);
    await page.evaluate(() => {
      (window as unknown as { __noReload?: boolean }).__noReload = true;
    });
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});

test.describe('a stale deploy (chunk 404 while online)', () => {
  test.use({ serviceWorkers: 'block' });

  test('reloads the page once, then shows the retry instead of looping; offline it never reloads', async ({
    page,
    context,
  }) => {
    // The server no longer has this build's chunk, as after a deploy.
    await page.route('**/static/js/notifications-page-*.js', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await signIn(page, 'admin@exemplo.test');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await sideMenu(page).getByRole('link', { name: 'Notificações' }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta tela' })).toBeVisible();
    await expect.poll(() => loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('painel.staleChunkReloadAt'))).toMatch(/^\d+$/);
    // No second reload after the guarded one.
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

    // Offline (guard cleared): visiting the route again tries the chunk afresh, fails, shows the retry and never reloads.
    await page.evaluate(() => sessionStorage.removeItem('painel.staleChunkReloadAt'));
    await sideMenu(page).getByRole('link', { name: 'Início' }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta tela' })).toHaveCount(0);
    await context.setOffline(true);
    const tried = page.waitForEvent('requestfailed', (r) => /notifications-page-/.test(r.url())).catch(() => null);
    const fulfilled = page.waitForResponse(/notifications-page-/).catch(() => null);
    await sideMenu(page).getByRole('link', { name: 'Notificações' }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta tela' })).toBeVisible();
    expect((await Promise.race([tried, fulfilled])) !== null).toBe(true);
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('painel.staleChunkReloadAt'))).toBeNull();
    await context.setOffline(false);
  });
});

test('Chromium reports no installability errors', async ({ baseURL }) => {
  // Playwright's ordinary contexts are incognito, which Chromium never installs from: use a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'painel-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'pt-BR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/user/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const session = await context.newCDPSession(page);
    const result = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(result.installabilityErrors).toEqual([]);
    const manifest = (await session.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the app icon badge equals the notification total', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __badgeCalls: unknown[][]; __badgeSupported: boolean };
    w.__badgeCalls = [];
    const proto = Navigator.prototype as unknown as Record<string, ((...args: unknown[]) => Promise<void>) | undefined>;
    const set = proto.setAppBadge;
    const clear = proto.clearAppBadge;
    w.__badgeSupported = typeof set === 'function';
    // Record, then delegate to the real Badging API: nothing is faked.
    if (set)
      proto.setAppBadge = function (this: Navigator, ...args: unknown[]) {
        w.__badgeCalls.push(['set', ...args]);
        return set.apply(this, args);
      };
    if (clear)
      proto.clearAppBadge = function (this: Navigator, ...args: unknown[]) {
        w.__badgeCalls.push(['clear']);
        return clear.apply(this, args);
      };
  });
  const totals: number[] = [];
  page.on('response', (r) => {
    if (/\/v1\/organization\/\d+\/notifications\/total(\?|$)/.test(r.url()) && r.ok())
      void r
        .json()
        .then((body: { total: number }) => totals.push(body.total))
        .catch(() => undefined);
  });
  await signIn(page, 'admin@exemplo.test');
  expect(await page.evaluate(() => (window as unknown as { __badgeSupported: boolean }).__badgeSupported)).toBe(true);
  await expect.poll(() => totals.length).toBeGreaterThan(0);
  const total = Math.max(0, Math.floor(totals.at(-1)!));
  const expected = total > 0 ? ['set', total] : ['clear'];
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __badgeCalls: unknown[][] }).__badgeCalls.at(-1)))
    .toEqual(expected);
  // The in-app badge shows the same total (docs/product.md#notification-badge: 99+ from 99, nothing at 0).
  if (total === 0) await expect(page.getByTestId('notification-count')).toHaveCount(0);
  else await expect(page.getByTestId('notification-count')).toHaveText(total >= 99 ? '99+' : String(total));
  const shown =
    total === 0 ? 0 : Number((await page.getByTestId('notification-count').textContent())!.replace('+', ''));
  expect(Math.min(total, 99)).toBe(Math.min(shown, 99));
});
