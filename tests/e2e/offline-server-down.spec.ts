import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { signIn } from './support/demo';
import { openFirstProcessMovements, underServiceWorker } from './support/offline';

// Like offline-shell.spec.ts, this test owns its stack so that it can stop the server for real while the browser
// stays online (a dead server, a captive portal, mobile data without internet), then start it again on the same
// port and data folder to see the app recover by itself.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
let stack: Stack | undefined;
let dataDir: string;
let port: number;
let identityPort: number;

const start = async () => {
  stack = await startStack({ port, dataDir, identityPort, processes: 20, staticDir: process.env.PWA_DIST ?? 'dist' });
};

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'painel-server-down-'));
  port = await findFreePort();
  identityPort = await findFreePort();
  await start();
});

test.afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('server stopped while the browser stays online: saved pages still open after two reloads, the banner says so, the app recovers', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const url = stack!.url;
  await signIn(page, 'admin@exemplo.test', undefined, url);
  // The worker must control the page for the reloads below to open without the server.
  await underServiceWorker(page);
  const { number, detailUrl } = await openFirstProcessMovements(page, url);
  await page.goto(`${url}/processos`);
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await stack!.stop();
  expect(
    await page.request.get(`${url}/health`).then(
      () => false,
      () => true,
    ),
  ).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // Twice: the first reload's failed refreshes must not cost the saved copy of the second.
  for (let reload = 1; reload <= 2; reload++) {
    await page.reload();
    await expect(page.getByRole('link', { name: number }), `reload ${reload}`).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveAttribute('data-state', 'server-down');
    await expect(page.getByTestId('offline-banner')).toContainText('O servidor não responde');
    await expect(page.getByTestId('data-age').first()).toHaveText(/^dados de /);
    await expect(page.getByText('Não foi possível iniciar sua sessão')).toHaveCount(0);
  }

  // The saved process and its movements open; nothing spins for ever.
  await page.goto(detailUrl);
  await expect(page.getByTestId('process-number')).toHaveText(number);
  await expect(page.getByTestId('offline-banner')).toHaveAttribute('data-state', 'server-down');
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(page.getByTestId('movement-timeline')).toBeVisible();
  await expect(page.getByLabel('Carregando movimentações')).toHaveCount(0);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/1280-server-down.png` });
  // A movement registered now queues exactly as offline: the form closes and the queued item is listed.
  const description = `Registrada com o servidor fora ${Date.now()}`;
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'peticao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog
    .getByLabel('Data da movimentação')
    .fill(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
  await dialog.getByLabel('Data da movimentação').press('Tab');
  await dialog.getByLabel('Descrição').fill(description);
  await dialog.getByRole('button', { name: 'Enviar movimentação' }).click();
  await expect(dialog).toBeHidden();
  const queued = page.getByTestId('queued-movement').filter({ hasText: description });
  await expect(queued).toBeVisible();
  // Network-only actions are disabled, saying why.
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(page.locator('[data-offline-reason]').first()).toHaveAttribute(
    'data-offline-reason',
    /o servidor não responde/,
  );

  // The server answers again: the banner leaves and the data is live, with no reload.
  await start();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByTestId('data-age')).toHaveCount(0);
  // …and the queued movement is sent by itself.
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('movement-item').filter({ hasText: description })).toBeVisible();
});
