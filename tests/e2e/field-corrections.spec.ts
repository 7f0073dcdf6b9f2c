import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/demo/demo-users.ts';
import { signIn } from './support/demo';
import { authHeaders } from './support/id-token';
import { ORG } from './support/offline';

// Issue 14 ("Correct in the field"): redirects that land on real pages, deep links kept through sign-in, and paid
// actions confirmed before a unit is spent.

async function typeCredentials(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('the old /consultas address lands on the activity list, not on an empty nested page', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/consultas');
  await expect(page).toHaveURL(/\/atividades$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas e monitoramento' })).toBeVisible();
});

test('a profile that may not see /usuarios is told so, with a way back', async ({ page }) => {
  await signIn(page, 'basico@exemplo.test');
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByText('Seu perfil não tem acesso a esta página.')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('no-access')).toHaveCount(0);
});

test('a deep link opened signed out is where sign-in leads; addresses of other sites are refused', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  const list = await page.request.get(`/v1/organization/${ORG}/process?page=0&sort=number`, {
    headers: await authHeaders(page),
  });
  const id = ((await list.json()) as { result: { id: number }[] }).result[0]!.id;
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);

  await page.goto(`/processos/${id}?aba=movimentacoes`);
  await expect(page).toHaveURL(/\/user\/login\?next=/);
  await typeCredentials(page, 'admin@exemplo.test');
  await expect(page).toHaveURL(new RegExp(`/processos/${id}\\?aba=movimentacoes$`));
  await expect(page.getByTestId('process-number')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  for (const evil of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example']) {
    await page.goto(`/user/login?next=${encodeURIComponent(evil)}`);
    await typeCredentials(page, 'admin@exemplo.test');
    await expect(page, evil).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/user\/login/);
  }
});

test('starting monitoring asks first, saying what it costs and what is left; Cancelar consumes nothing', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  const headers = await authHeaders(page);
  const holders = (await (await page.request.get(`/v1/organization/${ORG}/holders`, { headers })).json()) as {
    holderId: number;
  }[];
  const balanceUrl = `/v1/holder/${holders[0]!.holderId}/organization/${ORG}/balance`;
  const monitoria = async () =>
    (
      (await (await page.request.get(balanceUrl, { headers })).json()) as {
        balance: { typePlan: string; available: number; limitEnd: number }[];
      }
    ).balance.find((b) => b.typePlan === 'Monitoria')!;
  const before = await monitoria();

  // A document looked up (Consulta) but not monitored: the first such item of the list.
  await page.goto('/atividades?tipo=Consulta');
  const item = page
    .getByTestId('activity-item')
    .filter({ has: page.getByRole('button', { name: 'Monitorar' }) })
    .first();
  const documentText = await item.getByTestId('activity-document').textContent();
  await item.getByRole('button', { name: 'Monitorar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    new RegExp(
      `Isto consome 1 unidade do plano Monitoria \\(R\\$\\s9,90\\)\\. Restam ${before.available} de ${before.limitEnd}\\.`,
    ),
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await monitoria()).available).toBe(before.available);
  await expect(
    page
      .getByTestId('activity-item')
      .filter({ hasText: documentText ?? '' })
      .getByTestId('activity-state'),
  ).toHaveText('Consultado');

  // Nova análise asks too, naming its plan.
  await item.getByRole('button', { name: 'Nova análise' }).click();
  const basic = page.getByRole('menuitem', { name: /Análise básica/ });
  if (await basic.isEnabled()) {
    await basic.click();
    await expect(dialog).toContainText(
      /^.*Isto consome 1 unidade do plano Análise básica \(R\$\s24,90\)\. Restam \d+ de \d+\./,
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/atividades/);
  }
});

test("another organization's process: answered as an unknown one, and the screen says so", async ({ page }) => {
  // A process of Grupo Atlântico (371), which the admin of org 590 does not belong to.
  await signIn(page, 'master@exemplo.test');
  const foreign = await page.request.get('/v1/organization/371/process?page=0&sort=number', {
    headers: await authHeaders(page),
  });
  const id = ((await foreign.json()) as { result: { id: number }[] }).result[0]!.id;
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);

  await signIn(page, 'admin@exemplo.test');
  const own = await page.request.get(`/v1/process/${ORG}/${id}`, { headers: await authHeaders(page) });
  // Another organization's id answers exactly as an unknown one: whether it exists elsewhere is nobody's business.
  expect(own.status()).toBe(404);
  await page.goto(`/processos/${id}`);
  await expect(page.getByText('Processo não encontrado')).toBeVisible();
  await expect(page.getByText('Este processo não existe, foi removido ou pertence a outra organização.')).toBeVisible();
});

test('a video that cannot be loaded says so, with "Tentar novamente", instead of a black player', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto(`/player?url=${encodeURIComponent(`${baseURL}/static/audiencia-que-nao-existe.mp4`)}`);
  await expect(page.getByTestId('player-failed')).toContainText('Não foi possível carregar o vídeo.');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  // Asked again: still missing, still said.
  await expect(page.getByTestId('player-failed')).toBeVisible();
});
