import { expect, type Page } from '@playwright/test';
import { persistedText } from './indexed-db';

export const ORG = 590;

/** Waits until the service worker is active, then reloads so that it controls the page. */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Opens the first process of the list and its movements, and waits until they reach IndexedDB (writes are throttled
 * by a second). Answers the process number and the detail's address.
 */
export async function openFirstProcessMovements(
  page: Page,
  origin = '',
): Promise<{ number: string; detailUrl: string }> {
  await page.goto(`${origin}/processos`);
  // Not a process in segredo de justiça: its value cannot be edited, and the offline tests check that control. The
  // court feed a previous test triggered may have put one first.
  const link = page
    .getByTestId('process-row')
    .filter({ hasNotText: 'Segredo de justiça' })
    .first()
    .getByRole('link')
    .first();
  const number = (await link.textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  await link.click();
  await expect(page.getByTestId('process-number')).toHaveText(number);
  const detailUrl = page.url();
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(page.getByTestId('movement-timeline')).toBeVisible();
  await expect.poll(async () => /"process",\d+,"movements",\{/.test(await persistedText(page))).toBe(true);
  return { number, detailUrl };
}
