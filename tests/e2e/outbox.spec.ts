import { expect, test, type Page } from '@playwright/test';
import { AS_THE_API } from './support/api-marker';
import { signIn } from './support/demo';
import { nthProcessId, outboxCount, QUEUED, readAuth, submitMovement, type Auth } from './support/outbox';

/** The server's manual movements of the process, read with the user's bearer token (not through the app). */
async function manualMovements(page: Page, auth: Auth, processId: number): Promise<{ total: number; texts: string[] }> {
  const response = await page.request.get(
    `/v1/organization/${auth.orgId}/process/${processId}/movimentsmanual?page=0`,
    {
      headers: { Authorization: `Bearer ${auth.token}` },
    },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { total: number; result: { text: string }[] };
  return { total: body.total, texts: body.result.map((m) => m.text) };
}

/** Submits the open form and waits until it says the movement was queued and closes. */
async function fillAndSubmit(page: Page, description: string, fileName: string): Promise<void> {
  await submitMovement(page, description, fileName);
  await expect(page.getByTestId('upload-queued').last()).toContainText(QUEUED);
  await expect(page.getByRole('dialog', { name: 'Registrar movimentação manual' })).toBeHidden();
}

test('movements recorded offline wait in the outbox, survive a reload and are sent exactly once when the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@exemplo.test');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();
  const auth = await readAuth(page);

  const list = await page.request.get(`/v1/organization/${auth.orgId}/process?page=0&sort=number`, {
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  const processId = ((await list.json()) as { result: { id: number }[] }).result[0]?.id;
  expect(processId).toBeTruthy();
  if (!processId) return;
  const before = await manualMovements(page, auth, processId);

  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();
  // The persisted cache is written with a short throttle: let it hold this process before the signal goes.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  const stamp = Date.now();
  const first = `Juntada de procuração offline ${stamp}`;
  const second = `Certidão do cartório offline ${stamp}`;
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  await fillAndSubmit(page, first, 'procuracao.pdf');
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  await fillAndSubmit(page, second, 'certidao.pdf');

  const queued = page.getByTestId('queued-movement');
  await expect(queued).toHaveCount(2);
  await expect(queued.filter({ hasText: first })).toContainText('Pendente de envio');
  await expect(queued.filter({ hasText: second })).toContainText('Pendente de envio');
  await expect(page.getByTestId('outbox-indicator')).toHaveAttribute('data-count', '2');
  expect(await outboxCount(page)).toBe(2);

  // Still offline: the service worker serves the shell, and the outbox is still there.
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(queued).toHaveCount(2);
  await expect(queued.filter({ hasText: first })).toContainText('Pendente de envio');
  expect((await manualMovements(page, auth, processId)).total).toBe(before.total);

  await context.setOffline(false);
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  await expect(page.getByTestId('movement-item').filter({ hasText: first })).toBeVisible();
  await expect(page.getByTestId('movement-item').filter({ hasText: second })).toBeVisible();
  expect(await outboxCount(page)).toBe(0);

  const after = await manualMovements(page, auth, processId);
  expect(after.total).toBe(before.total + 2);
  expect(after.texts.filter((t) => t === first)).toHaveLength(1);
  expect(after.texts.filter((t) => t === second)).toHaveLength(1);
});

test('a queued file the server refuses is parked with its reason, can be retried, kept across a logout for its owner only, or discarded; a file over the limit is refused at once offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@exemplo.test');
  const auth = await readAuth(page);
  const list = await page.request.get(`/v1/organization/${auth.orgId}/process?page=0&sort=number`, {
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  const processId = ((await list.json()) as { result: { id: number }[] }).result[1]?.id;
  expect(processId).toBeTruthy();
  if (!processId) return;
  const before = await manualMovements(page, auth, processId);

  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });

  // Over the limit: refused at once, nothing queued.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'grande.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25),
  });
  await expect(dialog.getByText('O arquivo passa do limite de 20 MB.')).toBeVisible();

  // Named and typed as a PDF, but not one: only the server (magic bytes) can tell, with a 415.
  const description = `Arquivo que não é PDF ${Date.now()}`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'falso.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('isto não é um PDF\n'.repeat(20)),
  });
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await dialog.getByLabel('Data da movimentação').fill(today);
  await dialog.getByLabel('Data da movimentação').press('Tab');
  await dialog.getByLabel('Descrição').fill(description);
  await dialog.getByRole('button', { name: 'Enviar movimentação' }).click();
  await expect(page.getByTestId('upload-queued').last()).toContainText(QUEUED);
  await expect(dialog).toBeHidden();
  const queued = page.getByTestId('queued-movement');
  await expect(queued).toHaveCount(1);
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await expect(queued).toHaveAttribute('data-state', 'parked', { timeout: 30_000 });
  await expect(queued).toContainText('Não enviada: Tipo de arquivo não permitido.');
  await expect(queued).toHaveAttribute('data-attempts', '1');
  await expect(page.getByTestId('outbox-indicator')).toHaveAttribute('data-count', '1');

  // Trying again asks the server again and parks it again; discarding removes it for good.
  await queued.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(queued).toHaveAttribute('data-attempts', '2', { timeout: 30_000 });
  await expect(queued).toHaveAttribute('data-state', 'parked');

  // Logout warns; kept items wait for this user only: another person signing in on the device sees none of them.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-outbox-warning')).toContainText('Uma movimentação ainda não foi enviada.');
  await page.getByRole('button', { name: 'Guardar e sair' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await signIn(page, 'advogada@exemplo.test');
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  expect(await outboxCount(page)).toBe(1);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
  await signIn(page, 'admin@exemplo.test');
  await expect(page.getByTestId('outbox-indicator')).toHaveAttribute('data-count', '1');
  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  await expect(queued).toHaveAttribute('data-state', 'parked');

  await queued.getByRole('button', { name: 'Descartar' }).click();
  await expect(queued).toHaveCount(0);
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  expect(await outboxCount(page)).toBe(0);
  // The token read at the start was revoked by the logouts above: ask with this session's.
  expect((await manualMovements(page, await readAuth(page), processId)).total).toBe(before.total);
});

test('an answer lost after the server stored the upload: the outbox replays it with the same key, and there is still exactly one movement', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@exemplo.test');
  const auth = await readAuth(page);
  const list = await page.request.get(`/v1/organization/${auth.orgId}/process?page=0&sort=number`, {
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  const processId = ((await list.json()) as { result: { id: number }[] }).result[2]?.id;
  expect(processId).toBeTruthy();
  if (!processId) return;
  const before = await manualMovements(page, auth, processId);

  // The first upload reaches the real server, which stores it; then the connection drops before the answer.
  let stored = 0;
  await page.route(
    '**/v1/file/uploadManual/**',
    async (route) => {
      const response = await route.fetch();
      if (response.status() === 201) stored += 1;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );

  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const description = `Resposta perdida ${Date.now()}`;
  await fillAndSubmit(page, description, 'resposta-perdida.pdf');
  expect(stored).toBe(1);

  await expect(page.getByTestId('queued-movement')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('movement-item').filter({ hasText: description })).toBeVisible();
  expect(await outboxCount(page)).toBe(0);
  const after = await manualMovements(page, auth, processId);
  expect(after.total).toBe(before.total + 1);
  expect(after.texts.filter((t) => t === description)).toHaveLength(1);
});

test('a queued movement sent later refreshes the process list and the movement-type filter, as an online upload does', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@exemplo.test');
  const auth = await readAuth(page);
  const list = await page.request.get(`/v1/organization/${auth.orgId}/process?page=0&sort=number`, {
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  const processId = ((await list.json()) as { result: { id: number }[] }).result[3]?.id;
  expect(processId).toBeTruthy();
  if (!processId) return;

  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  const number = (await page.getByTestId('process-number').textContent())?.trim() ?? '';
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const description = `Enviada depois ${Date.now()}`;
  await fillAndSubmit(page, description, 'depois.pdf');

  // Back online the server refuses it once (parked): the way back online refreshes everything, and is over.
  await page.route(
    '**/v1/file/uploadManual/**',
    (route) => route.fulfill({ status: 422, headers: AS_THE_API, json: { message: 'Recusada uma vez.' } }),
    { times: 1 },
  );
  await context.setOffline(false);
  const queued = page.getByTestId('queued-movement');
  await expect(queued).toHaveAttribute('data-state', 'parked', { timeout: 30_000 });

  // The list and the type filter are read now, fresh: without a refresh they would be shown as they are for 30 s.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Processos' }).click();
  await expect(page.getByTestId('process-row').first()).toBeVisible();
  await expect(page.getByTestId('process-row').first()).not.toContainText(number);
  await page.goBack();
  await expect(queued).toHaveAttribute('data-state', 'parked');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  // Sent by the outbox (no reconnection, no reload): the filter on screen is asked again at once.
  await queued.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('movement-item').filter({ hasText: description })).toBeVisible();
  await expect.poll(() => asked.filter((path) => path.endsWith('/moviments/types')).length).toBeGreaterThan(0);

  // The list is asked again too, and the process just changed comes first (most recently updated).
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Processos' }).click();
  await expect(page.getByTestId('process-row').first()).toContainText(number);
  expect(asked.filter((path) => path === `/v1/organization/${auth.orgId}/process`).length).toBeGreaterThan(0);
});

test.describe('before the toasts’ code has come', () => {
  // Without the worker every file comes from the network, where the route below can hold the toasts' host back.
  test.use({ serviceWorkers: 'block' });

  test('a movement queued offline still says it was kept on this device (the toast drawn from the store)', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // The toasts' host never arrives: as offline on a first visit, before the worker holds its file.
    let held = 0;
    await page.route(/\/toasts-[\w-]+\.js$/, (route) => {
      held++;
      return route.abort();
    });
    await signIn(page, 'admin@exemplo.test');
    const auth = await readAuth(page);
    const processId = await nthProcessId(page, auth, 7);
    await page.goto(`/processos/${processId}?aba=movimentacoes`);
    await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();
    await expect.poll(() => held, { message: "the toasts' host was asked for and refused" }).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Registrar movimentação' }).click();
    await submitMovement(page, `Sem o código dos avisos ${Date.now()}`, 'avisos.pdf');
    const toast = page.getByTestId('upload-queued');
    await expect(toast).toContainText('Guardada neste dispositivo');
    await expect(toast).toContainText(QUEUED);
    await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);
    await expect(page.getByTestId('queued-movement')).toHaveCount(1);
    // It can be dismissed, as the real host's toasts can.
    await toast.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(toast).toHaveCount(0);
  });
});
