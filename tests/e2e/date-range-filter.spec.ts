import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import { pickRange, rangeField, type PickWay } from './support/date-range';

// Issue 30: every way of choosing two days left "Qualquer data". Each screen with the filter, each way of picking,
// at both widths: the field shows the period and the screen applies it.

async function expectPicked(page: Page, label: string, shown: string) {
  await expect(rangeField(page, label)).toHaveText(shown);
  await expect(rangeField(page, label)).not.toHaveText('Qualquer data');
}

const SCREENS: { name: string; href: string; label: string; way: PickWay; inUrl: boolean }[] = [
  { name: 'Extrato', href: '/extrato', label: 'Período', way: 'click', inUrl: true },
  { name: 'Atividades', href: '/atividades', label: 'Atualizado no período', way: 'hover', inUrl: true },
  { name: 'Notificações', href: '/notificacoes', label: 'Período', way: 'keyboard', inUrl: false },
  { name: 'Auditoria', href: '/usuarios/auditoria', label: 'Período', way: 'click', inUrl: true },
];

for (const width of [375, 1280]) {
  for (const screen of SCREENS) {
    test(`${screen.name} at ${width} px: a period picked by ${screen.way} is shown and applied`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'admin@exemplo.test');
      await page.goto(screen.href);
      const shown = await pickRange(page, screen.label, 3, 10, screen.way);
      await expectPicked(page, screen.label, shown);
      if (screen.inUrl) {
        await expect(page).toHaveURL(/[?&]de=\d{4}-\d{2}-03(&|$)/);
        await expect(page).toHaveURL(/[?&]ate=\d{4}-\d{2}-10(&|$)/);
      }
      // Every way works on every screen, not only the one above.
      const other: PickWay = screen.way === 'keyboard' ? 'hover' : 'keyboard';
      const again = await pickRange(page, screen.label, 5, 5, other);
      await expectPicked(page, screen.label, again);
      await page.getByRole('button', { name: `Limpar ${screen.label.toLowerCase()}` }).click();
      await expect(rangeField(page, screen.label)).toHaveText('Qualquer data');
    });
  }
}

for (const type of ['Movimentações no período', 'Consumo no período']) {
  test(`Relatórios: "${type}" takes a period`, async ({ page }) => {
    await signIn(page, 'admin@exemplo.test');
    await page.goto('/relatorios');
    await page.getByRole('combobox', { name: 'Tipo de relatório' }).click();
    await page.getByRole('option', { name: type }).click();
    const shown = await pickRange(page, 'Período', 1, 7, 'click');
    await expectPicked(page, 'Período', shown);
  });
}

test('a half-picked period closed with Escape keeps the period chosen before', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/extrato');
  const shown = await pickRange(page, 'Período', 2, 4, 'click');
  await rangeField(page, 'Período').click();
  await page.locator('[data-dates-dropdown] table button:not([data-outside])').nth(19).click();
  await page.keyboard.press('Escape');
  await expectPicked(page, 'Período', shown);
  await expect(page).toHaveURL(/[?&]de=\d{4}-\d{2}-02(&|$)/);
  await expect(page).toHaveURL(/[?&]ate=\d{4}-\d{2}-04(&|$)/);
});
