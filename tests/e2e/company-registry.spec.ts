import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { signIn } from './support/demo';
import { ALFA, atEachWidthRegistrySheet, shot } from './support/relationships';

// The company registry on the demo default: the register record of a graph's company, and the TCU's certificate.
test("a company's register record opens from its node and from the table, with the data's date (phone and desktop)", async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  await atEachWidthRegistrySheet(page, async (sheet, name, path) => {
    await expect(sheet.getByTestId('registry-date')).toHaveText(/^Dados da Receita Federal de 12\/10\/2026/);
    await expect(sheet).toContainText('Situação cadastral');
    await expect(sheet).toContainText('Capital social');
    await expect(sheet).toContainText('Quadro societário');
    await shot(page, `registry-sheet-${name}`);
    await page.getByRole('button', { name: 'Fechar dados cadastrais' }).click();
    await page.goto(`${path}?visao=tabela`);
    await page
      .getByRole('button', { name: `Dados cadastrais de ${ALFA.name}` })
      .first()
      .click();
    await expect(page.getByTestId('registry-sheet')).toContainText(formatDocumentNumber(ALFA.number));
    await shot(page, `registry-sheet-table-${name}`);
    await page.getByRole('button', { name: 'Fechar dados cadastrais' }).click();
  });
});

test('TCU certificate (demo): issued from a company\'s registry sheet, each registry read, its PDF downloaded; the registry\'s card on "Fontes de dados"', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  await atEachWidthRegistrySheet(page, async (sheet, name) => {
    await sheet.getByRole('button', { name: 'Emitir certidão do TCU' }).click();
    const certificate = sheet.getByTestId('tcu-certificate');
    await expect(certificate.locator('[data-registry]')).toHaveCount(4);
    await expect(certificate.getByText(/^(Nada consta|Constam registros)$/)).toHaveCount(4);
    await expect(certificate.locator('[data-registry="CEIS"]')).toContainText(/Nada consta|Constam registros/);
    await expect(sheet.getByTestId('tcu-certificate-issued')).toHaveText(
      /^Emitida em \d\d\/\d\d\/\d{4} \d\d:\d\d · código de controle DEMO[0-9A-F]{12}$/,
    );
    await certificate.scrollIntoViewIfNeeded();
    await shot(page, `tcu-certificate-${name}`, false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certidao-tcu-12ABC34501DE35-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('button', { name: 'Fechar dados cadastrais' }).click();
    await page.goto('/fontes-de-dados');
    const card = page.getByTestId('company-registry-status');
    await expect(card.getByRole('heading', { name: 'Cadastro de empresas (Receita Federal)' })).toBeVisible();
    await expect(card).toContainText('12/10/2026');
    await expect(card.getByTestId('protest-source')).toHaveText('Protestos: base de demonstração (dados fictícios).');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `sources-company-registry-${name}`, false);
  });
});
