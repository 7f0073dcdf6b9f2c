import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { signIn } from './support/demo';

// This test owns a stack of its own so that it can take the server down for real (not an emulated offline flag).
let stack: Stack | undefined;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'painel-offline-'));
  stack = await startStack({
    port: 0,
    dataDir,
    inMemory: true,
    identityPort: await findFreePort(),
    processes: 20,
    staticDir: 'dist',
  });
});

test.afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('after one visit the shell loads with the server stopped', async ({ page }) => {
  const url = stack!.url;
  await signIn(page, 'admin@exemplo.test', undefined, url);
  // The worker installs (precaching every chunk) and activates; with registerType 'prompt' it does not claim the
  // page that registered it, so the next navigation is the first one it serves.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names)
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(precached.some((p) => /^\/static\/js\/.+-[\w-]+\.js$/.test(p))).toBe(true);
  expect(precached.some((p) => /^\/static\/css\/.+-[\w-]+\.css$/.test(p))).toBe(true);
  // One look at the process list, saved to IndexedDB (writes are throttled by a second).
  await page.goto(`${url}/processos`);
  const link = page.getByTestId('process-row').first().getByRole('link').first();
  const number = (await link.textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  await page.waitForTimeout(1500);

  await stack!.stop();
  const refused = await page.request.get(`${url}/health`).then(
    () => false,
    () => true,
  );
  expect(refused).toBe(true);

  // The app itself opens from the service worker; the saved process list shows, marked with its age, since the
  // browser is online but the server does not answer.
  await page.goto(`${url}/processos`);
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await expect(page.getByTestId('data-age').first()).toHaveText(/^dados de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, {
    timeout: 20_000,
  });
  // What was never saved says, in Portuguese, that the server cannot be reached.
  await page.goto(`${url}/`);
  await expect(page.getByText('Sem conexão com o servidor', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
});
