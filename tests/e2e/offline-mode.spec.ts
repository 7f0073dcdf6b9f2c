import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import { authHeaders, expireStoredTokens } from './support/id-token';
import { persistedText } from './support/indexed-db';
import { openFirstProcessMovements, ORG, underServiceWorker } from './support/offline';

const AGE = /^dados de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const OFFLINE_REASON = 'Indisponível offline: esta ação precisa de conexão com a internet.';

/** A seeded process of org 590 whose case files include the PNG photo (and PDFs). */
async function processWithPhoto(page: Page): Promise<number> {
  const headers = await authHeaders(page);
  const list = await page.request.get(`/v1/organization/${ORG}/process?page=0&sort=number`, { headers });
  const ids = ((await list.json()) as { result: { id: number }[] }).result.map((p) => p.id);
  for (let page0 = 1; ids.length < 60 && page0 < 6; page0++) {
    const more = await page.request.get(`/v1/organization/${ORG}/process?page=${page0}&sort=number`, { headers });
    ids.push(...((await more.json()) as { result: { id: number }[] }).result.map((p) => p.id));
  }
  for (const id of ids) {
    const autos = (await (await page.request.get(`/v1/process/${ORG}/${id}/autos`, { headers })).json()) as {
      contentType: string;
    }[];
    if (autos.some((a) => a.contentType === 'image/png')) return id;
  }
  throw new Error('no seeded process with a photo in its autos');
}

test('offline with an expired ID token: the stored session opens cached data, marked "dados de", actions disabled; online refreshes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@exemplo.test');
  await underServiceWorker(page);

  const { number, detailUrl } = await openFirstProcessMovements(page);
  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect.poll(async () => (await persistedText(page)).includes('"notifications","list"')).toBe(true);
  await page.goto('/processos');
  await expect(page.getByTestId('process-row').first()).toBeVisible();
  // Online the marker is not shown: the data is live.
  await expect(page.getByTestId('data-age')).toHaveCount(0);
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await expireStoredTokens(page);
  await page.reload();
  await expect(page).toHaveURL(/\/processos$/);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await expect(page.getByTestId('data-age').first()).toHaveText(AGE);

  await page.goto(detailUrl);
  await expect(page.getByTestId('process-number')).toHaveText(number);
  await expect(page.getByTestId('data-age').first()).toHaveText(AGE);
  // Network-only actions are disabled with the reason; the manual upload stays available (it queues).
  const save = page.getByRole('button', { name: 'Salvar valor' });
  await expect(save).toBeDisabled();
  await expect(page.locator(`[data-offline-reason="${OFFLINE_REASON}"]`).first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Registrar movimentação' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(page.getByTestId('movement-timeline')).toBeVisible();
  // The movements' own age shows only when it is not the process's minute: never the same badge twice.
  await expect(page.getByTestId('data-age').first()).toHaveText(AGE);
  const ages = await page.getByTestId('data-age').allTextContents();
  expect(new Set(ages).size).toBe(ages.length);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Notificações' }).click();
  await expect(page.getByRole('button', { name: 'Limpar todas' })).toBeDisabled();
  await expect(page.getByTestId('data-age')).toHaveText(AGE);
  await page.getByRole('button', { name: 'Limpar todas' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(OFFLINE_REASON);

  // Back online: the token is renewed and what is on screen is fetched again, without a reload.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const refreshed = page.waitForResponse(
    (r) => r.url().includes(`/organization/${ORG}/notification`) && r.status() === 200,
  );
  await context.setOffline(false);
  await refreshed;
  await expect(page.getByTestId('data-age')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Limpar todas' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('"Disponível offline": a pinned process and its case files (PDF, photo) open offline; the list shows the space; unpin frees it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@exemplo.test');
  await underServiceWorker(page);
  const id = await processWithPhoto(page);
  await page.goto(`/processos/${id}`);
  await expect(page.getByTestId('process-number')).toBeVisible();
  const number = (await page.getByTestId('process-number').textContent())?.trim() ?? '';

  await page.getByRole('switch', { name: 'Disponível offline' }).click();
  await expect(page.getByText(/^Salvo em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · [\d,]+ (B|KB|MB)$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('pin-offline')).toBeChecked();
  const saved = await page.evaluate(async () => (await (await caches.open('painel-pinned-files')).keys()).length);
  expect(saved).toBeGreaterThanOrEqual(2);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('offline-menu').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disponível offline' })).toBeVisible();
  await expect(page.getByTestId('pinned-row')).toHaveCount(1);
  await expect(page.getByTestId('pinned-row')).toContainText(number);
  await expect(page.getByTestId('pinned-size')).toHaveText(/^[\d,]+ (KB|MB)$/);
  await page.waitForTimeout(1200);

  // Offline, without ever opening its tabs: the process, its custom fields and its case files come from the device.
  await context.setOffline(true);
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByTestId('pinned-row')).toContainText(number);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByTestId('process-number')).toHaveText(number);
  await page.getByRole('tab', { name: 'Campos personalizados' }).click();
  await expect(page.getByRole('form', { name: 'Campos personalizados' })).toBeVisible();
  await page.getByRole('tab', { name: 'Autos' }).click();
  await expect(page.getByTestId('autos-list')).toBeVisible();
  const [photo] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Abrir Fotografia de documento juntado' }).click(),
  ]);
  const image = photo.getByTestId('viewer-image');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await photo.close();
  const [pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Abrir Petição inicial' }).click(),
  ]);
  await expect(pdf.getByTestId('viewer-frame')).toHaveAttribute('src', /^blob:/);
  await pdf.close();

  // Unpinning frees the saved files.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('offline-menu').click();
  await page.getByRole('button', { name: `Remover ${number} do uso offline` }).click();
  await expect(page.getByTestId('pinned-empty')).toBeVisible();
  expect(await page.evaluate(async () => (await (await caches.open('painel-pinned-files')).keys()).length)).toBe(0);
  await context.setOffline(false);
});

test('a corrupted or foreign-version offline database: the app starts, discards it and says so', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  // Another program (or a future version) left a database with a higher version and other stores.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const drop = indexedDB.deleteDatabase('painel-offline');
        drop.onsuccess = () => {
          const open = indexedDB.open('painel-offline', 99);
          open.onupgradeneeded = () => open.result.createObjectStore('something-else');
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
        };
        drop.onerror = () => reject(drop.error);
        drop.onblocked = () => setTimeout(() => location.reload(), 0);
      }),
  );
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();
  await expect(page.getByText('Dados offline descartados')).toBeVisible();
  await expect(
    page.getByText('não puderam ser lidos (versão diferente ou arquivo danificado) e foram descartados'),
  ).toBeVisible();
  // Recreated at the app's own version, and persisting again.
  await page.goto('/processos');
  await expect(page.getByTestId('process-row').first()).toBeVisible();
  await expect.poll(async () => (await persistedText(page)).includes('"processes"')).toBe(true);

  // Garbage where the cache should be: discarded with the same notice.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('painel-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction('query-cache', 'readwrite');
          const store = tx.objectStore('query-cache');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            for (const key of keys.result)
              store.put('{"timestamp": 1, "buster": "x", "clientState": {"queries": [nonsense', key);
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();
  await expect(page.getByText('Dados offline descartados')).toBeVisible();
});
