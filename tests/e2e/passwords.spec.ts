import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/demo/demo-users.ts';
import { signIn } from './support/demo';
import { authHeaders } from './support/id-token';

const RESTRICTED =
  'Desculpe, você não tem permissão para redefinir sua própria senha. Essa ação está restrita apenas a determinados usuários.';

test('temporary password → new password and privacy terms → the address first asked for', async ({ page }) => {
  // A deep link opened signed out survives the new-password step too (issue 14, item 8).
  await page.goto('/notificacoes');
  await expect(page).toHaveURL(/\/user\/login\?next=%2Fnotificacoes$/);
  await page.getByLabel('E-mail').fill('temporaria@exemplo.test');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Temporaria@2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/complete-new-password\?next=%2Fnotificacoes$/);
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('fraca');
  await page.getByRole('textbox', { name: 'Confirmação da senha', exact: true }).fill('fraca');
  await page.getByLabel('Li e aceito a Política de Privacidade').check();
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  // The identity's password rule, told in Portuguese, and nothing typed is lost.
  await expect(page.getByText(/pelo menos 8 caracteres/i).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('NovaSenha@2026');
  await page.getByRole('textbox', { name: 'Confirmação da senha', exact: true }).fill('NovaSenha@2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByTestId('org-name')).toHaveText('Moraes & Associados Advocacia');
  const terms = await page.request.get('/v1/accept-terms/temporaria@exemplo.test', {
    headers: await authHeaders(page),
  });
  expect((await terms.json()).accepted).toBe(true);
});

/** The forgot-password flow with the emulator's fixed code; lands on the login with the reset notice. */
async function resetPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/user/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificação').fill('123456');
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirmação da senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/user\/login\?.*reset=1/);
}

test('forgot password with the fixed code → reset notice → sign in with the new password', async ({
  page,
  browser,
}) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill('advogada@exemplo.test');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Redefinida@2026');
  await page.getByRole('textbox', { name: 'Confirmação da senha', exact: true }).fill('Redefinida@2026');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await page.getByLabel('Código de verificação').fill('123456');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/user\/login\?.*reset=1/);
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a sua nova senha.')).toBeVisible();
  await signIn(page, 'advogada@exemplo.test', 'Redefinida@2026');
  // Later specs sign in as this demo lawyer with the demo password: put it back (a fresh, signed-out context).
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await resetPassword(other, 'advogada@exemplo.test', DEMO_PASSWORD);
  await signIn(other, 'advogada@exemplo.test');
  await context.close();
});

test('a restricted user gets the exact restricted message', async ({ page }) => {
  await page.goto('/user/forgot-password');
  await page.getByLabel('E-mail').fill('restrito@exemplo.test');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText(RESTRICTED);
});

test('an unknown e-mail goes on like a real one: no permission message, no account oracle (issue 14)', async ({
  page,
}) => {
  for (const email of ['ninguem@exemplo.test', 'basico@exemplo.test']) {
    await page.goto('/user/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(
      page.getByText('Se este e-mail estiver cadastrado, você receberá um código.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('auth-error')).toHaveCount(0);
  }
});
