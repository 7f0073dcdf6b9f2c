import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';

// Issue 30, items 3 and 4 as a person sees them, at a phone's and a desktop's width. Screenshots go to SHOTS_DIR
// (when set) for a human review; the assertions hold either way.
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test(`money and users screens at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await signIn(page, 'admin@exemplo.test');

    await page.goto('/faturas');
    const firstBill = page.getByTestId('bill-row').first();
    await expect(firstBill).toContainText(/Competência: [a-zç]+ de \d{4}/);
    await expect(firstBill).toContainText(width < 600 ? /Vence em \d{2}\/\d{2}\/\d{4}/ : /\d{2}\/\d{2}\/\d{4}/);
    if (width >= 600) await expect(page.getByRole('columnheader', { name: 'Vencimento' })).toBeVisible();
    await shot(page, `bills-${width}`);
    // On a phone the whole card is the link; on a desktop the month in the table is.
    await (width < 600 ? firstBill : firstBill.getByRole('link').first()).click();
    await expect(page.getByText(/Competência: [a-zç]+ de \d{4}/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Planilha (XLSX)' })).toBeVisible();
    await shot(page, `bill-${width}`);

    await page.goto('/extrato');
    await expect(page.getByTestId('extract-total')).toBeVisible();
    await shot(page, `extract-${width}`);

    await page.goto('/consumo');
    // The charts are drawn when their place comes near the screen (below the fold on a phone).
    await page.getByTestId('when-visible').scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect(page.getByTestId('consumption-charts')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Valor por mês em \d{4} \(R\$\)/)).toBeVisible();
    await shot(page, `consumption-${width}`);

    await page.goto('/relatorios');
    await expect(page.getByRole('button', { name: 'Gerar relatório' })).toBeVisible();
    await shot(page, `reports-${width}`);

    await page.goto('/usuarios');
    await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Perfil' }).click();
    await expect(page.getByRole('option', { name: 'Administrador(a)' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Superadministrador(a)' })).toHaveCount(0);
    await shot(page, `add-user-${width}`);
  });
}
