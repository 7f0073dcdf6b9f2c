import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/demo';
import { underServiceWorker } from './support/offline';

// Demo data (server/seed/seed-billing.ts): the admin's organization has months of consumption, their bills, and
// reports already generated (two ready, one failed).

test.describe.configure({ mode: 'serial' });

/** 'R$ 1.234,56' anywhere in a text → 123456 centavos. */
function centavosIn(text: string): number {
  const match = /R\$\s*([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number((match[1] ?? '').replace(/\./g, '')) * 100 + Number(match[2]);
}

async function openMenu(page: Page, label: string): Promise<void> {
  const burger = page.getByRole('button', { name: /menu/i }).first();
  if (await burger.isVisible().catch(() => false)) {
    const link = page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: label, exact: true });
    if (!(await link.isVisible())) await burger.click();
  }
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test('reports: request one, watch it become ready, download it and read it back', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await openMenu(page, 'Relatórios');
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  // The seeded ones are listed with their live status; the failed one says why and can be retried.
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await expect(page.locator('[data-status="ERROR"]').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('combobox', { name: 'Tipo de relatório' }).click();
  await page.getByRole('option', { name: 'Processos da organização' }).click();
  await page.getByText('CSV (Excel)', { exact: true }).click();
  await page.getByRole('textbox', { name: 'UF' }).fill('sp');
  const posted = page.waitForResponse((r) => r.url().includes('/report') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  const report = (await (await posted).json()) as { id: number; status: string };
  expect(report.status).toBe('QUEUED');

  const first = page.getByTestId('report-row').first();
  await expect(first).toContainText('UF SP');
  // The list polls while it is pending: no reload here.
  await expect(first.getByTestId('report-status')).toHaveAttribute('data-status', 'READY', { timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Baixar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toBe('Processo;Classe;Tribunal;UF;Distribuição;Valor da causa;Situação;Última movimentação');
  expect(lines.length).toBeGreaterThan(2);
  expect(lines[lines.length - 1]).toMatch(/^Total: \d+ registros?;/);
  for (const line of lines.slice(1, -1).slice(0, 19)) {
    const cells = line.split(';');
    expect(cells[3]).toBe('SP');
    expect(cells[4]).toMatch(/^(\d{2}\/\d{2}\/\d{4})?$/);
    expect(cells[5]).toMatch(/^(-?\d+,\d{2})?$/);
  }
});

test("bills: last month's bill matches its extract to the cent; the extract exports whole", async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await openMenu(page, 'Faturas');
  const firstBill = page.getByTestId('bill-row').first();
  await expect(firstBill).toContainText(/Competência: [a-zç]+ de \d{4}/);
  await expectNoSeriousAxeViolations(page);
  await firstBill.getByRole('link').click();

  const total = centavosIn((await page.getByTestId('bill-total').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('nfse-access-key')).toHaveText(/^(\d{4} ){12}\d{2}$/);
  await expectNoSeriousAxeViolations(page);

  const billPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar fatura (PDF)' }).click();
  const pdf = await readFile((await (await billPdf).path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: 'Ver o extrato deste mês' }).click();
  await expect(page).toHaveURL(/\/extrato\?de=\d{4}-\d{2}-01&ate=\d{4}-\d{2}-\d{2}/);
  const extractTotal = centavosIn((await page.getByTestId('extract-total').textContent()) ?? '');
  expect(extractTotal).toBe(total);
  await expectNoSeriousAxeViolations(page);

  // The whole filtered extract, not the page on screen: rows = the count the list shows.
  const count = Number(
    ((await page.getByTestId('extract-total').textContent()) ?? '').split(' ')[0]?.replace(/\./g, ''),
  );
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  const xlsx = unzipSync(new Uint8Array(await readFile((await (await xlsxDownload).path()) ?? '')));
  const sheet = strFromU8(xlsx['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  // The header, one row per line, and the total row.
  expect((sheet.match(/<row /g) ?? []).length).toBe(count + 2);
  await expect(page.getByTestId('extract-export-done')).toContainText(`${count}`);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = (await readFile((await (await csvDownload).path()) ?? '')).toString('utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows = csv.slice(1).trim().split('\r\n');
  expect(rows[0]).toBe('Data;Tipo;Documento;Nome;Quantidade;Preço unitário (R$);Valor (R$);Usuário');
  expect(rows).toHaveLength(count + 2);
  const totalRow = rows[rows.length - 1] ?? '';
  expect(totalRow.split(';')[1]).toBe('Total');
  // Σ of the CSV's value column (decimal comma) = the bill's total = the total row's value.
  const lines = rows.slice(1, -1);
  const centavosOf = (value: string) => {
    const [whole, cents] = value.split(',');
    return Number(whole) * 100 + Number(cents);
  };
  expect(centavosOf(totalRow.split(';')[6] ?? '')).toBe(total);
  const sum = lines.reduce((acc, row) => acc + centavosOf(row.split(';')[6] ?? '0,00'), 0);
  expect(sum).toBe(total);
  expect(rows[1]?.split(';')[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('phones: the extract, bills and consumption read as cards at 375 px, without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin@exemplo.test');
  for (const path of ['/extrato', '/faturas', '/consumo', '/relatorios']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/extrato') await expect(page.getByTestId('extract-row').first()).toBeVisible();
    if (path === '/faturas') await expect(page.getByTestId('bill-row').first()).toBeVisible();
    if (path === '/consumo') await expect(page.getByTestId('plan-forecast').first()).toBeVisible();
    if (path === '/relatorios') await expect(page.getByTestId('report-row').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  }
});

test('roles: a basic user sees no money pages in the menu and is refused at their address', async ({ page }) => {
  await signIn(page, 'basico@exemplo.test');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Relatórios', exact: true })).toBeVisible();
  for (const label of ['Extrato', 'Faturas', 'Consumo'])
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await page.goto('/faturas');
  await expect(page.getByTestId('no-access')).toBeVisible();
});

test('offline: reports, the extract and a bill seen once are read again with "dados de …"', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@exemplo.test');
  await underServiceWorker(page);
  // In-app navigation (no reload between screens), as a person would: the persister's throttled writes keep up.
  await openMenu(page, 'Relatórios');
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await openMenu(page, 'Extrato');
  await expect(page.getByTestId('extract-row').first()).toBeVisible();
  await openMenu(page, 'Faturas');
  const bill = page.getByTestId('bill-row').first();
  await bill.getByRole('link').click();
  const total = (await page.getByTestId('bill-total').textContent()) ?? '';
  const billUrl = page.url();
  // The persister writes at most once a second.
  await page.waitForTimeout(2500);

  await context.setOffline(true);
  for (const [path, testId] of [
    [billUrl, 'bill-total'],
    ['/extrato', 'extract-row'],
    ['/relatorios', 'report-row'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId).first()).toBeVisible();
    await expect(page.getByTestId('data-age').first()).toContainText(/dados de \d{2}\/\d{2}\/\d{4}/);
  }
  await page.goto(billUrl);
  await expect(page.getByTestId('bill-total')).toHaveText(total);
  await expect(page.getByRole('button', { name: 'Baixar fatura (PDF)' })).toBeDisabled();
  await context.setOffline(false);
});
