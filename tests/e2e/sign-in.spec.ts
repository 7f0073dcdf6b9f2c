import { expect, test, type Request } from '@playwright/test';
import { fillLogin, signIn } from './support/demo';
import { storedTokenKeys } from './support/id-token';

const ACCESS_UNAVAILABLE =
  'Acesso indisponível! Entre em contato via whatsapp pelo número (11) 4002-8922 ou email: suporte@painel-juridico.com.br';

test('sign-in lands in the shell with the organization name', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('org-name')).toHaveText('Moraes & Associados Advocacia');
  expect(await storedTokenKeys(page)).not.toHaveLength(0);
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await fillLogin(page, 'admin@exemplo.test', 'SenhaErrada@1');
  await expect(page.getByTestId('auth-error')).toHaveText('E-mail ou senha invalido!');
  await expect(page).toHaveURL(/\/user\/login/);
  // What the user typed stays in the form.
  await expect(page.getByLabel('E-mail')).toHaveValue('admin@exemplo.test');
});

test('malformed e-mail and empty password are refused before any call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/identity')) calls.push(r.url());
  });
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill('nao-e-um-email');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('E-mail inválido. Confira se está no formato nome@empresa.com.br.')).toBeVisible();
  await expect(page.getByText('Informe a sua senha.')).toBeVisible();
  expect(calls).toHaveLength(0);
});

test('a user with no organization sees the exact message and is signed out', async ({ page }) => {
  await fillLogin(page, 'semorganizacao@exemplo.test', 'Painel@2026');
  await expect(page.getByText(ACCESS_UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect.poll(() => storedTokenKeys(page)).toHaveLength(0);
});

test('logout removes the token from storage and shows the login screen', async ({ page }) => {
  await signIn(page, 'basico@exemplo.test');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  expect(await storedTokenKeys(page)).toHaveLength(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider'))),
  ).toHaveLength(0);
});

test('a tampered ID token is refused by the API (401) and the user ends signed out', async ({ page }) => {
  await signIn(page, 'basico@exemplo.test');
  // Tamper with the stored ID token's signature: the API must refuse it (401) and the app must sign out.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.endsWith('.idToken')) localStorage.setItem(key, `${localStorage.getItem(key)!.slice(0, -6)}AAAAAA`);
    }
  });
  // Every API answer after the reload must refuse the tampered token. Listen on the context, which also sees
  // requests answered through the service worker. (The 401 → logout path of the HTTP client is unit-tested in
  // tests/unit/http.test.ts; here the whole stack must end signed out.)
  // Only requests made from the reload on: one the signed-in page sent before it may still answer 200 meanwhile.
  const afterReload = new Set<Request>();
  let reloading = false;
  page.context().on('request', (r) => {
    if (reloading) afterReload.add(r);
  });
  const apiStatuses: number[] = [];
  page.context().on('response', (r) => {
    if (afterReload.has(r.request()) && new URL(r.url()).pathname.startsWith('/v1/')) apiStatuses.push(r.status());
  });
  reloading = true;
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(apiStatuses.filter((status) => status !== 401)).toEqual([]);
  await expect.poll(() => storedTokenKeys(page)).toHaveLength(0);
});

test('an unknown route shows the Portuguese not-found page', async ({ page }) => {
  await page.goto('/rota-que-nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});
