import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';
import { waitForMark } from './marks.ts';

/** Fills the login form and presses "Entrar"; the caller waits for what its build can show. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in through the login form and waits for the shell (the bench build's mark). */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitSignInForm(page, email, password);
  await waitForMark(page, 'shell');
}

/** Waits for the service worker to control the page (the bench build only), reloading once if needed. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
}

/** The persister writes at most once a second: give it time to hold what was just shown. */
export async function settlePersistence(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(1_500);
}
