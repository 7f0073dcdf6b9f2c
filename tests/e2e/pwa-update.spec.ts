import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { signIn } from './support/demo';

// Its own stack, serving a copy of the build that the test then changes, as a deploy would.
let stack: Stack | undefined;
let dataDir: string;
let webDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'painel-update-'));
  webDir = mkdtempSync(join(tmpdir(), 'painel-update-web-'));
  cpSync(process.env.PWA_DIST ?? 'dist', webDir, { recursive: true });
  stack = await startStack({
    port: 0,
    dataDir,
    inMemory: true,
    identityPort: await findFreePort(),
    processes: 20,
    staticDir: webDir,
  });
});

/** A deploy changes the worker script and, like the build, its precompressed copies (served by Accept-Encoding). */
function deployNewWorker(dir: string): void {
  const sw = join(dir, 'sw.js');
  appendFileSync(sw, `\n// new deploy ${Date.now()}\n`);
  const source = readFileSync(sw);
  if (existsSync(`${sw}.gz`)) writeFileSync(`${sw}.gz`, gzipSync(source));
  if (existsSync(`${sw}.br`)) writeFileSync(`${sw}.br`, brotliCompressSync(source));
}

test.afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
});

test('a new version raises the Portuguese update prompt; "Depois" keeps a half-typed movement form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const url = stack!.url;
  await signIn(page, 'admin@exemplo.test', undefined, url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`${url}/processos`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByTestId('process-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('process-number')).toBeVisible();

  // Half-way through recording a movement…
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });
  await dialog.getByLabel('Descrição').fill('Audiência remarcada — anotar');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // …a new version is deployed (the worker script changes) and the browser finds it.
  deployNewWorker(webDir);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('Nova versão disponível');
  await expect(prompt).toContainText('Salve o que estiver fazendo e atualize para usar a nova versão.');
  await expect(prompt.getByRole('button', { name: 'Atualizar' })).toBeVisible();

  await prompt.getByRole('button', { name: 'Depois' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(dialog.getByLabel('Descrição')).toHaveValue('Audiência remarcada — anotar');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
