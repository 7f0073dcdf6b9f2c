import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/demo';
import { authHeaders } from './support/id-token';

const ORG = 590;

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

test('a court-feed notification is listed, opened (marked viewed, badge falls) and cleared', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  const headers = await authHeaders(page);

  // Start from a known state: nothing unviewed, so the badge shows a real number (not 99+).
  expect((await page.request.delete(`/v1/organization/${ORG}/notifications`, { headers })).ok()).toBe(true);
  const feed = await page.request.post('/v1/test/court-feed', { data: { organizationId: ORG, movements: 2 } });
  expect(feed.ok()).toBe(true);
  const report = (await feed.json()) as { organizations: { notificationsCreated: number }[] };
  const created = report.organizations[0]?.notificationsCreated ?? 0;
  expect(created).toBeGreaterThan(0);

  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText(String(created));
  const first = page.getByTestId('notification-item').first();
  await expect(first).toHaveAttribute('data-viewed', 'false');
  await expect(first).toContainText('Não visualizada.');
  await expect(first).toContainText(/Novo processo|Nova movimentação/);
  const label = (await first.getByRole('button').textContent()) ?? '';
  const number = /\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/.exec(label)?.[0];
  expect(number).toBeTruthy();

  await expectNoSeriousAxeViolations(page);

  await first.getByRole('button').click();
  await expect(page).toHaveURL(/\/processos\/\d+$/);
  await expect.poll(() => badgeCount(page)).toBe(created - 1);

  await page.goBack();
  await expect(page).toHaveURL(/\/notificacoes$/);
  const opened = page
    .getByTestId('notification-item')
    .filter({ hasText: number ?? '' })
    .first();
  await expect(opened).toHaveAttribute('data-viewed', 'true');
  await expect(opened).toContainText('Visualizada.');

  // Only unviewed: the opened one is gone from that view.
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Não visualizadas' }).click();
  await expect(page.getByTestId('notification-item')).toHaveCount(created - 1);

  await page.getByRole('button', { name: 'Limpar todas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limpar todas as notificações' });
  await dialog.getByRole('button', { name: 'Limpar todas' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
});

test('only admins see the notification settings', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/notificacoes');
  await expect(page.getByRole('region', { name: 'Preferências da organização' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Novas movimentações nos processos' });
  const before = await toggle.isChecked();
  await toggle.click({ force: true });
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Novas movimentações nos processos' })).toBeChecked({
    checked: !before,
  });
  // Put it back for the other tests.
  await page.getByRole('switch', { name: 'Novas movimentações nos processos' }).click({ force: true });
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled();
});

test('other profiles do not see the settings', async ({ page }) => {
  await signIn(page, 'basico@exemplo.test');
  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Limpar todas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferências da organização' })).toHaveCount(0);
});
