import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { formatDocumentNumber } from '../../../src/contract/brazil-document.ts';
import { DEMO_RELATIONSHIP_COMPANIES } from '../../../server/demo/relationship-demo-documents.ts';

/** Org 590's demo company with an alphanumeric CNPJ and the richest seeded graph. */
export const ALFA = DEMO_RELATIONSHIP_COMPANIES.alfa;
const SHOTS = process.env.SCREENSHOT_DIR;

/** A screenshot when SCREENSHOT_DIR is set (to look at a screen as a user would), nothing otherwise. */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * Opens the seeded relationship analysis of the demo company from its activity: an analysis that exists opens at
 * once (GET …/consumeunique/{id}), with no consumption dialog — for a LAWYER as for the admin.
 */
export async function openAlfaRelationships(page: Page): Promise<string> {
  await page.goto(`/atividades?busca=${ALFA.number}`);
  const item = page.getByTestId('activity-item').filter({ hasText: formatDocumentNumber(ALFA.number) });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^Relacionamentos de / }).click();
  await expect(page).toHaveURL(/\/relacionamentos\/\d+/);
  await expect(page.getByRole('dialog', { name: 'Relacionamentos do documento' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Relacionamentos: ${ALFA.name}` })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** A laptop and a phone, each with the name its screenshots carry. */
export const WIDTHS = [
  [1280, 900, 'desktop'],
  [375, 812, 'phone'],
] as const;

/** The demo company's registry sheet, opened from its node on the graph at the page's current width. */
export async function openRegistrySheetFromNode(page: Page, analysisPath: string) {
  await page.goto(`${analysisPath}?visao=grafo`);
  const root = page.locator('[data-testid="graph-node"][data-root]');
  await root.getByRole('button', { name: `Dados cadastrais de ${ALFA.name}` }).click();
  const sheet = page.getByTestId('registry-sheet');
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * The demo company's graph opened once, then its registry sheet opened from the node at each of WIDTHS in turn:
 * `check` runs on each sheet, with the width's name and the graph's path.
 */
export async function atEachWidthRegistrySheet(
  page: Page,
  check: (sheet: Locator, name: (typeof WIDTHS)[number][2], analysisPath: string) => Promise<void>,
): Promise<void> {
  const path = await openAlfaRelationships(page);
  for (const [width, height, name] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await check(await openRegistrySheetFromNode(page, path), name, path);
  }
}
