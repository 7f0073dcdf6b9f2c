import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import {
  dumpBrowserStorage,
  findInStorage,
  httpCached,
  recordApiGets,
  recordsOf,
  storageItems,
  type StorageDump,
} from './support/browser-storage';
import { authHeaders, idTokenClaims } from './support/id-token';
import { ORG, underServiceWorker } from './support/offline';

// Issue 13 item 10: after logout nothing of the user's data stays in the browser, except the queued uploads they
// chose to keep; the next person on the device sees none of it.

const EMAIL = 'admin@exemplo.test';
const NAME = 'Ana Moraes';
const ORG_NAME = 'Moraes & Associados';
const OUTBOX_DB = 'painel-outbox';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** What a cached URL may be after logout: the precached app shell, its static files, icons, the manifest and the
 * runtime configuration (identity pool ids and contacts: the same for everybody, needed to start offline). */
const SHARED_URL =
  /^\/(index\.html|static\/.+|icons\/.+|favicon\.svg|robots\.txt|manifest\.webmanifest|app-config\.json)$/;

interface Seen {
  userId: string;
  processNumber: string;
  description: string;
  detailPath: string;
  /** Every API GET the page received, to ask the HTTP cache about after logout. */
  apiUrls: string[];
}

/** The user's identifiers that must not outlive the session (the CNJ number also without its punctuation). */
function identifiers(seen: Seen): string[] {
  return [
    EMAIL,
    NAME,
    ORG_NAME,
    seen.userId,
    seen.processNumber,
    seen.processNumber.replace(/\D/g, ''),
    seen.description,
  ];
}

/** A process of the admin's organization with case files (autos), found through the API. */
async function processWithCaseFiles(page: Page): Promise<number> {
  const headers = await authHeaders(page);
  for (let n = 0; n < 6; n++) {
    const list = await page.request.get(`/v1/organization/${ORG}/process?page=${n}&sort=number`, { headers });
    for (const { id } of ((await list.json()) as { result: { id: number }[] }).result) {
      const autos = (await (await page.request.get(`/v1/process/${ORG}/${id}/autos`, { headers })).json()) as unknown[];
      if (autos.length > 0) return id;
    }
  }
  throw new Error('no seeded process with case files');
}

/** Signs in as the admin, visits what caches data (home, list, a pinned detail with movements, notifications), queues one
 * movement offline and opens the logout choice while still offline (online, the outbox would send it at once). */
async function browseAndQueueOffline(page: Page, context: BrowserContext): Promise<Seen> {
  const apiUrls = recordApiGets(page);
  await signIn(page, EMAIL);
  await underServiceWorker(page);
  const userId = (await idTokenClaims(page)).sub;
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('/processos');
  await expect(page.getByTestId('process-row').first()).toBeVisible();
  const processId = await processWithCaseFiles(page);
  await page.goto(`/processos/${processId}`);
  const processNumber = ((await page.getByTestId('process-number').textContent()) ?? '').trim();
  expect(processNumber).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
  // "Disponível offline" saves its data and case files on the device: they are the user's too.
  await page.getByRole('switch', { name: 'Disponível offline' }).click();
  await expect(page.getByText(/^Salvo em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · /)).toBeVisible({ timeout: 30_000 });
  const detailPath = `/processos/${processId}?aba=movimentacoes`;

  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await page.goto(detailPath);
  await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();
  // The persisted cache saves a second of changes at once: let it hold what was seen.
  await page.waitForTimeout(1500);

  // The detector works: before logout the user's data is on disk.
  const before = await dumpBrowserStorage(page, context);
  await test
    .info()
    .attach('storage-before-logout.json', { body: JSON.stringify(before, null, 2), contentType: 'application/json' });
  expect(recordsOf(before, 'painel-offline', 'query-cache').length).toBeGreaterThan(0);
  expect(findInStorage(before, [processNumber]).some((hit) => hit.startsWith('indexedDB painel-offline'))).toBe(true);
  expect(recordsOf(before, 'painel-pinned', 'pinned')).toHaveLength(1);
  expect(before.caches.find((c) => c.name === 'painel-pinned-files')?.entries.length).toBeGreaterThan(0);

  await context.setOffline(true);
  const description = `Foto da certidão do cartório ${Date.now()}`;
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'certidao.pdf', mimeType: 'application/pdf', buffer: PDF });
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await dialog.getByLabel('Data da movimentação').fill(today);
  await dialog.getByLabel('Data da movimentação').press('Tab');
  await dialog.getByLabel('Descrição').fill(description);
  await dialog.getByRole('button', { name: 'Enviar movimentação' }).click();
  await expect(page.getByTestId('upload-queued').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('outbox-indicator')).toHaveAttribute('data-count', '1');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-outbox-warning')).toContainText('Uma movimentação ainda não foi enviada.');
  await expect(page.getByRole('dialog', { name: 'Movimentação pendente de envio' })).toContainText(
    'Os demais dados da sua conta serão apagados deste dispositivo.',
  );
  return { userId, processNumber, description, detailPath, apiUrls };
}

/** Whatever the choice, these hold after logout: no tokens, no query cache, no API response, nothing of the user
 * outside the kept outbox item. */
function expectNothingLeft(dump: StorageDump, seen: Seen): void {
  const everyKey = [
    ...Object.keys(dump.localStorage),
    ...Object.keys(dump.sessionStorage),
    ...dump.cookies.map((c) => c.name),
  ];
  expect(everyKey.filter((k) => k.startsWith('CognitoIdentityServiceProvider.') || /token/i.test(k))).toEqual([]);
  expect(everyKey.filter((k) => k.startsWith('painel.organization'))).toEqual([]);
  expect(
    storageItems(dump)
      .filter((item) => /eyJ[\w-]+\.eyJ[\w-]+\./.test(item.text))
      .map((item) => item.where),
  ).toEqual([]);

  expect(recordsOf(dump, 'painel-offline', 'query-cache')).toEqual([]);
  expect(recordsOf(dump, 'painel-pinned', 'pinned')).toEqual([]);

  const cachedPaths = dump.caches.flatMap((cache) =>
    cache.entries.map((entry) => `${cache.name} ${new URL(entry.url).pathname}`),
  );
  expect(cachedPaths.filter((line) => !SHARED_URL.test(line.split(' ')[1] ?? ''))).toEqual([]);
  expect(cachedPaths.filter((line) => /\/v[12]\//.test(line))).toEqual([]);

  const leaks = findInStorage(dump, identifiers(seen)).filter((hit) => !hit.startsWith(`indexedDB ${OUTBOX_DB}/`));
  expect(leaks).toEqual([]);
}

test.describe('logout leaves nothing of the user in the browser', () => {
  test.setTimeout(150_000);

  test('keeping the queued upload: only that item stays, for its owner only', async ({ page, context }) => {
    const seen = await browseAndQueueOffline(page, context);
    await page.getByRole('button', { name: 'Guardar e sair' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(page.getByLabel('E-mail')).toBeVisible();

    expect(seen.apiUrls.length).toBeGreaterThan(5);
    expect(await httpCached(page, seen.apiUrls)).toEqual([]);
    const after = await dumpBrowserStorage(page, context);
    await test
      .info()
      .attach('storage-after-logout.json', { body: JSON.stringify(after, null, 2), contentType: 'application/json' });
    expectNothingLeft(after, seen);
    const kept = recordsOf(after, OUTBOX_DB, 'outbox');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.value).toContain(seen.description);
    expect(kept[0]?.value).toContain(seen.userId);

    // Someone else signs in here: none of the first user's data or queued items, and the item is not sent as theirs.
    await context.setOffline(false);
    await signIn(page, 'master@exemplo.test');
    await expect(page.getByTestId('org-name')).not.toContainText(ORG_NAME);
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    await page.goto('/processos');
    await expect(page.getByTestId('process-row').first()).toBeVisible();
    await expect(page.getByText(seen.processNumber)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(NAME);
    await page.waitForTimeout(1500);
    const second = await dumpBrowserStorage(page, context);
    expect(
      findInStorage(second, identifiers(seen)).filter((hit) => !hit.startsWith(`indexedDB ${OUTBOX_DB}/`)),
    ).toEqual([]);
    expect(recordsOf(second, OUTBOX_DB, 'outbox')).toHaveLength(1);

    // Back to the owner: the kept upload is theirs again.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/user\/login/);
    await signIn(page, EMAIL);
    await page.goto(seen.detailPath);
    const queued = page.getByTestId('queued-movement').filter({ hasText: seen.description });
    const sent = page.getByTestId('movement-item').filter({ hasText: seen.description });
    await expect(queued.or(sent).first()).toBeVisible();
  });

  test('discarding the queued upload: nothing of the user stays at all', async ({ page, context }) => {
    const seen = await browseAndQueueOffline(page, context);
    await page.getByRole('button', { name: 'Descartar e sair' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(page.getByLabel('E-mail')).toBeVisible();

    expect(await httpCached(page, seen.apiUrls)).toEqual([]);
    const after = await dumpBrowserStorage(page, context);
    expectNothingLeft(after, seen);
    expect(recordsOf(after, OUTBOX_DB, 'outbox')).toEqual([]);
    expect(findInStorage(after, identifiers(seen))).toEqual([]);

    await context.setOffline(false);
    await signIn(page, 'master@exemplo.test');
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(findInStorage(await dumpBrowserStorage(page, context), identifiers(seen))).toEqual([]);
  });

  test('logging out in one tab signs the other tabs out too, and none of them writes the user back to disk', async ({
    page,
    context,
  }) => {
    await signIn(page, EMAIL);
    const userId = (await idTokenClaims(page)).sub;
    const other = await context.newPage();
    await other.goto('/processos');
    const row = other.getByTestId('process-row').first();
    await expect(row).toBeVisible();
    const processNumber = ((await row.getByRole('link').first().textContent()) ?? '').trim();
    await page.waitForTimeout(1500);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/user\/login/);

    await expect(other).toHaveURL(/\/user\/login/, { timeout: 10_000 });
    await expect(other.getByTestId('auth-notice')).toContainText('Sua sessão foi encerrada em outra aba.');
    await expect(other.locator('body')).not.toContainText(processNumber);
    // The other tab's saves are throttled by a second: give any late one the time to land.
    await other.waitForTimeout(1500);
    const seen: Seen = { userId, processNumber, description: processNumber, detailPath: '', apiUrls: [] };
    const dump = await dumpBrowserStorage(other, context);
    expectNothingLeft(dump, seen);
    expect(findInStorage(dump, identifiers(seen))).toEqual([]);
  });
});
