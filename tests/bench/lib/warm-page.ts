import type { Browser, CDPSession, Page } from '@playwright/test';
import { submitSignInForm, waitForServiceWorker } from './sign-in.ts';

/**
 * The diagnostics' start (react-tracks, js-profile): admin@ signed in with the service worker active, the page
 * visited once unmeasured — as a returning user would have it, its data and chunks on the device — then left for a
 * blank page, with the CPU slowed `rate` times for the measured visit that follows.
 */
export async function warmSignedInPage(
  browser: Browser,
  baseURL: string,
  path: string,
  rate: number,
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  // Not signInThroughForm: it waits for the bench build's marks, which these builds have not.
  await submitSignInForm(page, 'admin@exemplo.test');
  await page.getByTestId('org-name').waitFor({ timeout: 60_000 });
  await waitForServiceWorker(page);
  await page.goto(path);
  await page.waitForTimeout(4_000);
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}
