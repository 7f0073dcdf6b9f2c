import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { completeCnpj, completeCpf, formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/demo';
import { underServiceWorker } from './support/offline';

// Seed (server/seed/seed-monitored-documents.ts): org 590's showcase party is a defendant or author in processes of every
// risk kind, is monitored and was analysed before. A fresh CNPJ is looked up here for the first time.
const SHOWCASE_CPF = completeCpf('271846390');
const SHOWCASE_NAME = 'Ricardo Almeida Fontes';
const FRESH_CNPJ = completeCnpj('457812360001');

async function available(card: Locator): Promise<number> {
  const text = (await card.getByTestId('plan-available').textContent()) ?? '';
  return Number(text.replace(/\D+/g, ''));
}

async function lookUp(page: Page, typed: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'CPF ou CNPJ', exact: true });
  await field.fill('');
  await field.pressSequentially(typed);
  await page.getByRole('button', { name: 'Consultar', exact: true }).click();
}

/** The activity item of one document, found through the list's text filter. */
async function activityItem(page: Page, documentNumber: string): Promise<Locator> {
  await page.goto(`/atividades?busca=${documentNumber}`);
  const item = page.getByTestId('activity-item').filter({ hasText: formatDocumentNumber(documentNumber) });
  await expect(item).toHaveCount(1);
  return item;
}

test.describe.configure({ mode: 'serial' });

test('lookup: a CPF and a CNPJ (masked as typed, Consulta consumed once), and "Documento inválido"', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  const consulta = page.getByRole('region', { name: 'Plano Consulta' });
  await expect(consulta).toBeVisible();

  // A wrong check digit never reaches the API.
  await lookUp(page, '12345678900');
  await expect(page.getByRole('textbox', { name: 'CPF ou CNPJ', exact: true })).toHaveValue('123.456.789-00');
  await expect(page.getByText('Documento inválido', { exact: true })).toBeVisible();

  // The showcase CPF is already in the list: the result shows, nothing consumed.
  const before = await available(consulta);
  await lookUp(page, SHOWCASE_CPF);
  const result = page.getByTestId('lookup-result');
  await expect(result.getByRole('heading', { name: SHOWCASE_NAME })).toBeVisible();
  await expect(result.getByTestId('lookup-document')).toHaveText(formatDocumentNumber(SHOWCASE_CPF));
  await expect(result.getByText('nada foi consumido')).toBeVisible();
  await expect(result.getByTestId('risk-RISK_CRIMINAL')).toBeVisible();
  await expect(result.getByTestId('risk-process-row').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`documento=${SHOWCASE_CPF}`));
  expect(await available(consulta)).toBe(before);
  await expectNoSeriousAxeViolations(page);

  // The explain export downloads as a named CSV.
  const csv = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Exportar processos (CSV)' }).click();
  expect((await csv).suggestedFilename()).toMatch(
    new RegExp(`^explicacao-${SHOWCASE_CPF}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );

  // The 2026 alphanumeric CNPJ, typed in lower case, is masked in upper case and accepted.
  await lookUp(page, '12abc34501de35');
  await expect(page.getByRole('textbox', { name: 'CPF ou CNPJ', exact: true })).toHaveValue('12.ABC.345/01DE-35');
  await expect(result.getByTestId('lookup-document')).toHaveText('12.ABC.345/01DE-35');

  // A new CNPJ, typed with punctuation: one Consulta consumed, the balance follows.
  await lookUp(page, formatDocumentNumber(FRESH_CNPJ));
  await expect(result.getByTestId('lookup-document')).toHaveText(formatDocumentNumber(FRESH_CNPJ));
  await expect(result.getByText('1 Consulta foi consumida')).toBeVisible();
  await expect.poll(() => available(consulta)).toBe(before - 1);
});

test('monitoring: start, pause for 30 days, stop', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  const item = await activityItem(page, FRESH_CNPJ);
  await expect(item.getByTestId('activity-state')).toHaveText('Consultado');
  await expectNoSeriousAxeViolations(page);

  await item.getByRole('button', { name: 'Monitorar' }).click();
  // A unit of Monitoria is spent: asked first (issue 14, item 7).
  await expect(page.getByRole('dialog')).toContainText('Isto consome 1 unidade do plano Monitoria (R$');
  await page.getByRole('dialog').getByRole('button', { name: 'Monitorar' }).click();
  await expect(item.getByTestId('activity-state')).toHaveText('Monitorando');
  await expect(item.getByTestId('pause-explanation')).toContainText('30, 60 ou 90 dias');

  await item.getByRole('button', { name: 'Pausar' }).click();
  await page.getByRole('menuitem', { name: /^30 dias/ }).click();
  await expect(item.getByTestId('activity-state')).toHaveText('Monitoramento em pausa');
  await expect(item.getByTestId('pause-explanation')).toContainText('em pausa de 30 dias até');

  // The type filter finds it among the paused ones.
  await page.goto(`/atividades?tipo=Pausa&busca=${FRESH_CNPJ}`);
  await expect(page.getByTestId('activity-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Parar monitoramento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Parar monitoramento' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const after = await activityItem(page, FRESH_CNPJ);
  await expect(after.getByTestId('activity-state')).toHaveText('Consultado');
});

async function runPremiumAnalysis(page: Page): Promise<void> {
  const item = await activityItem(page, SHOWCASE_CPF);
  await item.getByRole('button', { name: 'Nova análise' }).click();
  await page.getByRole('menuitem', { name: /Análise premium/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Isto consome 1 unidade do plano Análise premium (R$');
  await page.getByRole('dialog').getByRole('button', { name: 'Iniciar análise' }).click();
  await expect(page).toHaveURL(/\/analises\/\d+\/\d+$/);
  await expect(page.getByTestId('analysis-status')).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 });
}

test('premium analysis: summary with percentage changes, paged detail, charts, PDF report', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@exemplo.test');
  await runPremiumAnalysis(page);
  const countOf = async () =>
    Number(((await page.getByTestId('risk-ALL').textContent()) ?? '').match(/(\d+) processos?/)?.[1]);
  const first = await countOf();
  // The court feed adds a process to the monitored showcase document; the second analysis counts it.
  const feed = await page.request.post('/v1/test/court-feed', {
    data: { organizationId: 590, movements: 0, documentNumber: SHOWCASE_CPF },
  });
  expect(feed.ok()).toBe(true);
  await runPremiumAnalysis(page);
  expect(await countOf()).toBe(first + 1);

  await expect(page.getByTestId('analysis-document')).toHaveText(formatDocumentNumber(SHOWCASE_CPF));
  await expect(page.getByText(/Variação em relação à análise de/)).toBeVisible();
  for (const category of ['RISK_CRIMINAL', 'RISK_EXECUTION', 'RISK_WORKER']) {
    await expect(page.getByTestId(`risk-${category}`).getByTestId('percentage-change').first()).toContainText('%');
  }
  for (const category of ['ALL', 'LITIGATION', 'ISAUTHOR', 'ISDEFENDANT']) {
    await expect(page.getByTestId(`risk-${category}`)).toContainText('R$');
  }

  // Detail: 10 per page, page 2 asks from=10, a row opens the process.
  const rows = page.getByTestId('risk-process-row');
  await expect(rows).toHaveCount(10);
  const firstOnPage1 = await rows.first().getByRole('link').textContent();
  const detail = page.waitForRequest((r) => r.url().includes('/detail?') && r.url().includes('from=10'));
  await page.getByRole('button', { name: '2', exact: true }).click();
  await detail;
  await expect(page).toHaveURL(/pagina=2/);
  await expect(rows.first().getByRole('link')).not.toHaveText(firstOnPage1 ?? '');

  // Charts (lazy chunk, drawn once their place comes near the screen) and their numbers as a table.
  await page.getByTestId('when-visible').scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(page.getByTestId('metric-charts').locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('metric-table')).toBeAttached();
  await page.getByText('Por mês', { exact: true }).click();
  await expect(page.getByTestId('metric-table').locator('tbody tr')).toHaveCount(12);
  await expectNoSeriousAxeViolations(page);

  // The PDF report, once statusReport says READY.
  await expect(page.getByTestId('report-status')).toHaveAttribute('data-status', 'READY', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Copiar link temporário' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^relatorio-risco-${SHOWCASE_CPF}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = bytes.toString('latin1');
  expect(text.includes(SHOWCASE_CPF) || text.includes(formatDocumentNumber(SHOWCASE_CPF))).toBe(true);

  // The process screen opens from a detail row.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/processos\/\d+$/);
});

test('balances at zero are refused on screen before anything is consumed', async ({ page }) => {
  // Grupo Atlântico (371): Consulta and Análise básica are exhausted in the seed.
  await signIn(page, 'master@exemplo.test');
  if ((await page.getByTestId('org-name').textContent()) !== 'Grupo Atlântico Compliance') {
    await page.getByTestId('org-switcher').click();
    await page.getByRole('menuitem', { name: 'Grupo Atlântico Compliance' }).click();
    await expect(page.getByTestId('org-name')).toHaveText('Grupo Atlântico Compliance');
  }
  await expect(page.getByRole('region', { name: 'Plano Consulta' }).getByTestId('plan-available')).toHaveText('0');
  await lookUp(page, completeCpf('123987456'));
  await expect(page.getByText('Seu saldo de Consultas acabou', { exact: false })).toBeVisible();
  await expect(page.getByTestId('lookup-result')).toHaveCount(0);

  await page.goto('/atividades');
  const item = page.getByTestId('activity-item').first();
  await item.getByRole('button', { name: 'Nova análise' }).click();
  const basic = page.getByRole('menuitem', { name: /Análise básica/ });
  await expect(basic).toBeDisabled();
  await expect(basic).toContainText('Sem saldo');
});

test('a lawyer reads activities and analyses but is not offered lookups, monitoring or new analyses', async ({
  page,
}) => {
  await signIn(page, 'advogada@exemplo.test');
  await expect(page.getByText('Seu perfil nesta organização permite ver as consultas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Consultar', exact: true })).toHaveCount(0);
  const item = await activityItem(page, SHOWCASE_CPF);
  await expect(item.getByRole('link', { name: 'Abrir análise' }).first()).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
});

test('offline: an analysis, never kept on the device, says so within 5 s instead of spinning, and opens online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@exemplo.test');
  const item = await activityItem(page, SHOWCASE_CPF);
  const href = await item.getByRole('link', { name: 'Abrir análise' }).first().getAttribute('href');
  expect(href).toMatch(/^\/analises\/\d+\/\d+$/);
  await page.goto('/');
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto(href!);
  const notice = page.getByTestId('analysis-not-saved');
  await expect(notice).toBeVisible({ timeout: 5_000 });
  await expect(notice).toContainText('precisa de conexão com a internet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('analysis-status')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
