import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import { STORES, storeRecords } from './support/indexed-db';

/** Keys of the persisted query caches, read straight from IndexedDB (the app's own database). */
async function persistedKeys(page: Page): Promise<string[]> {
  return (await storeRecords(page, STORES.queryCache)).map((r) => r.key);
}

async function persistedText(page: Page, key: string): Promise<string> {
  return (await storeRecords(page, STORES.queryCache)).find((r) => r.key === key)?.value ?? '';
}

test('processes viewed online render offline from IndexedDB; logout wipes the persisted cache', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@exemplo.test');
  // Let the service worker install and control the page, so that an offline reload still gets the shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();

  await page.goto('/processos');
  const firstRow = page.getByTestId('process-row').first();
  await expect(firstRow).toBeVisible();
  const link = firstRow.getByRole('link').first();
  const number = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByTestId('process-number')).toHaveText(number);
  await page.goto('/processos');
  await expect(page.getByTestId('process-row').first()).toBeVisible();

  // Entries of this user only — a meta entry and one per query — holding the process list (writes are throttled by a second).
  let user = '';
  await expect
    .poll(async () => {
      const keys = await persistedKeys(page);
      user = /^(painel-cache:[^|]+)\|meta$/.exec(keys.find((k) => k.endsWith('|meta')) ?? '')?.[1] ?? '';
      const list = keys.find((k) => k.startsWith(`${user}|q:["organization",`) && k.includes('"processes","list"'));
      return user && list ? (await persistedText(page, list)).includes('"result"') : false;
    })
    .toBe(true);
  const keys = await persistedKeys(page);
  expect(keys.length).toBeGreaterThan(2);
  expect(keys.every((k) => k.startsWith(`${user}|`))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    'Você está offline. O que já foi aberto e fica salvo neste dispositivo continua disponível; o resto aparece quando a conexão voltar.',
  );
  await expect(page.getByRole('link', { name: number })).toBeVisible();

  await context.setOffline(false);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect.poll(() => persistedKeys(page)).toEqual([]);
  // A throttled write queued before logout must not bring the entries back.
  await page.waitForTimeout(1500);
  expect(await persistedKeys(page)).toEqual([]);
});
