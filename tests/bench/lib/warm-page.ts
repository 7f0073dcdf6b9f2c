import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { submitSignInForm, waitForServiceWorker } from './sign-in.ts';
import { startBenchStack } from './stack-process.ts';

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

export interface WarmedPageOptions {
  /** The built app to serve. */
  dist: string;
  port: number;
  identityPort: number;
  /** The address measured. */
  path: string;
  rate: number;
}

/**
 * Starts the stack on `dist` with 2,000 processes and the system Chromium, warms `path` (above) and hands the page and
 * its DevTools session to `measure`; everything is stopped afterwards, whatever happens.
 */
export async function measureWarmedPage<T>(
  options: WarmedPageOptions,
  measure: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const stack = await startBenchStack({
    port: options.port,
    identityPort: options.identityPort,
    dataDir: `.data/${options.dist}-${options.port}`,
    processes: 2_000,
    dist: options.dist,
    baselineDist: options.dist,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const { page, cdp } = await warmSignedInPage(browser, stack.url, options.path, options.rate);
    return await measure(page, cdp);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
