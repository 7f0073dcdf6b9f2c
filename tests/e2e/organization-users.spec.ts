import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { verifyAuditCsv } from '../../scripts/audit-chain-verifier.ts';
import { DEMO_TEMPORARY_PASSWORD } from '../../server/demo/demo-users.ts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { fillLogin, signIn } from './support/demo';
import { storedTokenKeys } from './support/id-token';

// Issue 17: an admin adds a colleague, the colleague signs in with the temporary password, the admin removes them
// (their open session loses access on its next request) and reads the trail. One story, in order.
test.describe.configure({ mode: 'serial' });

const ACCESS_UNAVAILABLE =
  'Acesso indisponível! Entre em contato via whatsapp pelo número (11) 4002-8922 ou email: suporte@painel-juridico.com.br';
const NEW_PERSON = { email: 'nova.associada@exemplo.test', name: 'Renata Alves' };
const NEW_PASSWORD = 'Associada@2026';
const SHOTS = process.env.E2E_SCREENSHOTS;

let temporaryPassword = '';
let colleague: { page: Page; close: () => Promise<void> } | null = null;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
}

async function openContext(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A Mantine Select by its label: a combobox, or a textbox when it is searchable. */
function select(scope: Page | ReturnType<Page['getByRole']>, name: string) {
  return scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name }));
}

function rowOf(page: Page, email: string) {
  return page.locator(
    `[data-testid="user-row"][data-email="${email}"], [data-testid="user-card"][data-email="${email}"]`,
  );
}

test.afterAll(async () => {
  await colleague?.close();
});

test('others do not see "Usuários"; the admin adds a person and sees the temporary password once', async ({ page }) => {
  await signIn(page, 'advogada@exemplo.test');
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'admin@exemplo.test');
  await page.getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(rowOf(page, 'basico@exemplo.test')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, '1280-users');

  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
  // The form says what is wrong before anything is sent.
  await dialog.getByLabel('E-mail').fill('sem-arroba.com');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('E-mail inválido', { exact: false })).toBeVisible();
  // Someone already in the organization: the API's 409, in Portuguese, and the form keeps what was typed.
  await dialog.getByLabel('E-mail').fill('basico@exemplo.test');
  await dialog.getByLabel('Nome').fill('Bruno Souza');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByTestId('add-user-error')).toContainText('já é usuário desta organização');
  await expect(dialog.getByLabel('Nome')).toHaveValue('Bruno Souza');

  await dialog.getByLabel('E-mail').fill(NEW_PERSON.email);
  await dialog.getByLabel('Nome').fill(NEW_PERSON.name);
  await select(dialog, 'Perfil').click();
  await page.getByRole('option', { name: 'Advogado(a)' }).click();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();

  const handOver = page.getByRole('dialog', { name: 'Pessoa adicionada' });
  await expect(handOver.getByTestId('temporary-password')).toBeVisible();
  temporaryPassword = (await handOver.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
  await expect(handOver).toContainText('enviada por e-mail');
  await shot(page, '1280-users-temporary-password');
  await handOver.getByRole('button', { name: 'Concluir' }).click();
  const row = rowOf(page, NEW_PERSON.email);
  await expect(row).toContainText('Convite pendente');
  await expect(row).toContainText('Advogado(a)');
  await expect(row).toContainText('Nunca entrou');
  // Shown once: the list never carries it.
  await expect(page.getByText(temporaryPassword)).toHaveCount(0);
  await signOut(page);
});

test('the new person signs in with the temporary password, sets a new one and sees the organization', async ({
  browser,
}) => {
  expect(temporaryPassword).not.toBe('');
  colleague = await openContext(browser);
  const { page } = colleague;
  await fillLogin(page, NEW_PERSON.email, temporaryPassword);
  await expect(page).toHaveURL(/\/user\/complete-new-password/);
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmação da senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Li e aceito a Política de Privacidade').check();
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByTestId('org-name')).toHaveText('Moraes & Associados Advocacia');
  // A lawyer: no user administration.
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
});

test('the admin deactivates them; their open session loses access on its next request', async ({ page }) => {
  expect(colleague).not.toBeNull();
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/usuarios?status=ACTIVE');
  const row = rowOf(page, NEW_PERSON.email);
  await expect(row).toContainText('Ativo');
  await expect(row).not.toContainText('Nunca entrou');

  // The admin's own row cannot be deactivated.
  await rowOf(page, 'admin@exemplo.test').getByTestId('user-actions').click();
  await expect(page.getByRole('menuitem', { name: 'Desativar' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // The closing menu stays in the page during its transition: wait until it is gone before opening the next one.
  await expect(page.getByRole('menu')).toHaveCount(0);

  await row.getByTestId('user-actions').click();
  await page
    .getByRole('menu', { name: `Ações de ${NEW_PERSON.name}` })
    .getByRole('menuitem', { name: 'Desativar' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Desativar usuário' });
  await expect(confirm).toContainText('perde o acesso a esta organização imediatamente');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(confirm).toBeHidden();
  // Filtered on "Ativo": the person leaves the list; under "Inativo" they are there.
  await expect(row).toHaveCount(0);
  await select(page, 'Situação').click();
  await page.getByRole('option', { name: 'Inativo' }).click();
  await expect(page).toHaveURL(/status=INACTIVE/);
  await expect(rowOf(page, NEW_PERSON.email)).toContainText('Inativo');

  // Their tab is still open with a valid token: the next call is refused, and with no organization left they are
  // signed out with the catalogue's message.
  const other = colleague!.page;
  await other.getByRole('link', { name: 'Processos', exact: true }).click();
  await expect(other.getByText(ACCESS_UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(other).toHaveURL(/\/user\/login/);
  await expect.poll(() => storedTokenKeys(other)).toHaveLength(0);
  // Signing in again does not help either.
  await fillLogin(other, NEW_PERSON.email, NEW_PASSWORD);
  await expect(other.getByText(ACCESS_UNAVAILABLE, { exact: true })).toBeVisible();
});

test('the audit screen shows those events, filtered by person and action', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/usuarios');
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/usuarios\/auditoria$/);
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();
  await expect(
    page.locator('[data-testid="audit-row"][data-action="USER_ADDED"]').filter({ hasText: NEW_PERSON.email }).first(),
  ).toBeVisible();
  await expect(
    page
      .locator('[data-testid="audit-row"][data-action="USER_INACTIVATED"]')
      .filter({ hasText: NEW_PERSON.email })
      .first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, '1280-audit');

  await select(page, 'Ação').click();
  await page.getByRole('option', { name: 'Entrada no sistema' }).click();
  await expect(page).toHaveURL(/acao=SIGN_IN/);
  await select(page, 'Pessoa').click();
  await page.getByRole('option', { name: NEW_PERSON.name }).click();
  await expect(page).toHaveURL(/pessoa=/);
  await expect(rows.first()).toBeVisible();
  for (const action of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-action'))))
    expect(action).toBe('SIGN_IN');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  // Issue 28: the file checks out without the server (filtered: its rows and the links beside the gaps).
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(verifyAuditCsv(csv, { allowGaps: true })).toMatchObject({ ok: true });

  await page.getByRole('button', { name: 'Verificar integridade' }).click();
  const verdict = page.getByTestId('audit-integrity');
  await expect(verdict).toContainText('Trilha íntegra');
  await expect(page.getByTestId('audit-head-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expectNoSeriousAxeViolations(page);
});

test('a person of two organizations deactivated in one keeps the other, and is told so', async ({ page, browser }) => {
  // master@ already exists (two other organizations): adding them creates no identity and shows no password.
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
  await dialog.getByLabel('E-mail').fill('master@exemplo.test');
  await dialog.getByLabel('Nome').fill('Diego Castro');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  const added = page.getByRole('dialog', { name: 'Pessoa adicionada' });
  await expect(added).toContainText('já tinha acesso ao sistema por outra organização');
  await expect(added.getByTestId('temporary-password')).toHaveCount(0);
  await added.getByRole('button', { name: 'Concluir' }).click();

  const other = await openContext(browser);
  try {
    await signIn(other.page, 'master@exemplo.test');
    await other.page.getByTestId('org-switcher').click();
    await other.page.getByRole('menuitem', { name: 'Moraes & Associados Advocacia' }).click();
    await expect(other.page.getByTestId('org-name')).toHaveText('Moraes & Associados Advocacia');

    await rowOf(page, 'master@exemplo.test').getByTestId('user-actions').click();
    await page.getByRole('menuitem', { name: 'Desativar' }).click();
    await page.getByRole('dialog', { name: 'Desativar usuário' }).getByRole('button', { name: 'Desativar' }).click();
    await expect(rowOf(page, 'master@exemplo.test')).toContainText('Inativo');

    await other.page.getByRole('link', { name: 'Processos', exact: true }).click();
    await expect(other.page.getByTestId('org-name')).not.toHaveText('Moraes & Associados Advocacia');
    await expect(other.page.getByTestId('leave-notice')).toContainText(
      'Você não tem mais acesso a Moraes & Associados Advocacia. Agora você está em',
    );
    await expect(other.page.getByTestId('org-name')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an expired invitation gets the catalogue message at sign-in; "Reenviar convite" is the way out', async ({
  page,
  browser,
}) => {
  const invited = await openContext(browser);
  try {
    await fillLogin(invited.page, 'convite.expirado@exemplo.test', DEMO_TEMPORARY_PASSWORD);
    await expect(invited.page.getByTestId('auth-error')).toHaveText(
      'Senha temporária expirada! Entre em contato com a gente pelo e-mail suporte@painel-juridico.com.br',
    );

    await signIn(page, 'admin@exemplo.test');
    await page.goto('/usuarios?status=INVITED');
    await rowOf(page, 'convite.expirado@exemplo.test').getByTestId('user-actions').click();
    await page.getByRole('menuitem', { name: 'Reenviar convite' }).click();
    await page
      .getByRole('dialog', { name: 'Reenviar convite' })
      .getByRole('button', { name: 'Reenviar convite' })
      .click();
    const handOver = page.getByRole('dialog', { name: 'Convite reenviado' });
    const fresh = (await handOver.getByTestId('temporary-password').textContent()) ?? '';
    expect(fresh).not.toBe('');
    await handOver.getByRole('button', { name: 'Concluir' }).click();

    await fillLogin(invited.page, 'convite.expirado@exemplo.test', fresh);
    await expect(invited.page).toHaveURL(/\/user\/complete-new-password/);
  } finally {
    await invited.close();
  }
});

test('offline, the screens say they need the network and their actions are disabled with the reason', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@exemplo.test');
  // Both pages' chunks are loaded online (the service worker may not have precached them yet in a fresh browser).
  await page.getByRole('link', { name: 'Usuários' }).click();
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page.getByRole('link', { name: 'Pessoas' }).click();
  await expect(rowOf(page, 'admin@exemplo.test')).toBeVisible();
  await context.setOffline(true);
  try {
    await expect(page.getByRole('button', { name: 'Adicionar pessoa' })).toBeDisabled();
    await expect(page.locator('[data-offline-reason]').first()).toHaveAttribute(
      'data-offline-reason',
      /Indisponível offline/,
    );
    await page.getByRole('link', { name: 'Auditoria' }).click();
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    // A filter never asked before: nothing saved to show, and no loader spinning until the network is back.
    await select(page, 'Ação').click();
    await page.getByRole('option', { name: 'Perfil alterado' }).click();
    await expect(page.getByTestId('needs-connection')).toContainText('precisa de conexão com a internet');
  } finally {
    await context.setOffline(false);
  }
  // Back online, the trail loads by itself.
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
  await expect(page.getByTestId('audit-empty').or(page.getByTestId('audit-row').first())).toBeVisible();
  await expect(page.getByTestId('org-name')).toHaveText('Moraes & Associados Advocacia');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('both screens are cards that fit the phone, without serious accessibility violations', async ({ page }) => {
    await signIn(page, 'admin@exemplo.test');
    for (const [path, card, name] of [
      ['/usuarios', 'user-card', '375-users'],
      ['/usuarios/auditoria', 'audit-card', '375-audit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(card).first()).toBeVisible();
      await expect(page.getByTestId(card === 'user-card' ? 'users-table' : 'audit-table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousAxeViolations(page);
      await shot(page, name);
    }
    // The dialogs fit the phone too.
    await page.goto('/usuarios');
    await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Informe o e-mail da pessoa.')).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(375);
    await shot(page, '375-add-person');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await rowOf(page, 'basico@exemplo.test').getByTestId('user-actions').click();
    await page.getByRole('menuitem', { name: 'Alterar perfil' }).click();
    await expect(page.getByRole('dialog', { name: 'Alterar perfil' })).toBeVisible();
    await shot(page, '375-change-profile');
  });
});
