import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

/**
 * Issue 34 item 4: the seed's re-screening (server/seed/seed-risk-changes.ts) left org 590 a "Novo risco em …" and a
 * "Risco encerrado em …"; the list shows them with their own badge, and opening one goes to the relationship graph.
 * Filtered by type, so a run that cleared the notifications before still finds them (cleared = viewed, not gone).
 */
test('a risk change is listed on Notificações with its own badge and opens the relationship graph', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Risco em contraparte' }).click();
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  const added = items.filter({ hasText: 'Novo risco em Marcos Vinícius Tavares' });
  await expect(added).toContainText('***.204.736-**');
  await expect(added).toContainText('Abrir a análise de relacionamentos');
  await expect(items.filter({ hasText: 'Risco encerrado em Marcos Vinícius Tavares' })).toContainText('Encerrado em');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The side menu slides away below the breakpoint: shoot once it has.
    await page.waitForTimeout(500);
    await page.screenshot({ path: test.info().outputPath(`risk-notifications-${width}.png`), fullPage: true });
  }
  await added.getByRole('button').click();
  await expect(page).toHaveURL(/\/relacionamentos\/\d+$/);
});
