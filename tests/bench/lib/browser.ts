import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { cdpNetworkConditions, CPU_SLOWDOWN, SLOW_4G } from './network-profile.ts';
import { installMarks } from './marks.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export type ThrottleMode = 'full' | 'network' | 'cpu' | 'off';

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Goes offline or online and puts the slow-4G profile and the CPU slowdown back (setOffline resets them). */
  setOffline: (offline: boolean) => Promise<void>;
  /**
   * Chooses the emulation: slow 4G and 4× CPU ('full'), slow 4G alone ('network'), 4× CPU on the local network
   * ('cpu'), or none ('off'). Chromium's CPU slowdown busy-waits: a throttled page takes most of a core even idle.
   */
  throttle: (mode: ThrottleMode) => Promise<void>;
  close: () => Promise<void>;
}

/** A fresh context (empty cache, no service worker) with one page, sized like Lighthouse's mobile device. */
/** `serviceWorkers: 'block'` for a figure that answers API calls with page.route (a service worker's fetches bypass it). */
export async function openBenchPage(
  browser: Browser,
  baseURL: string,
  options: { throttle?: ThrottleMode; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BenchPage> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // tsx (esbuild keepNames) wraps named functions in __name(); functions sent to the page need it defined there.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await installMarks(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let offline = false;
  let mode: ThrottleMode = options.throttle ?? 'full';
  const apply = async () => {
    const slow4g = mode === 'full' || mode === 'network';
    const network = slow4g
      ? cdpNetworkConditions(SLOW_4G, offline)
      : { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mode === 'full' || mode === 'cpu' ? CPU_SLOWDOWN : 1 });
  };
  await apply();
  return {
    context,
    page,
    cdp,
    setOffline: async (value) => {
      offline = value;
      await context.setOffline(value);
      await apply();
    },
    throttle: async (value) => {
      mode = value;
      await apply();
    },
    close: () => context.close(),
  };
}
