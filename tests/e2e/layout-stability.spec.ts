import { expect, test, type Page } from '@playwright/test';
import { AUDITED_PAGES } from '../bench/lib/lighthouse-pages';
import { signIn } from './support/demo';

// Issue 32: no signed-in screen moves under the reader while its data arrives. Lighthouse judges CLS in
// `npm run lighthouse` (not part of npm test); this holds the same line in every run, on a phone-sized screen, for
// every screen of the route table (the same samples as the audit, so a new screen is covered by construction).
const MAX_SHIFT = 0.05;
const PHONE = { width: 412, height: 823 };

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records every layout shift not caused by input, with the elements that moved (for the failure message). */
function recordShifts() {
  window.__layoutShifts = [];
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return '?';
    const testId = node.getAttribute('data-testid');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}.${[...node.classList].slice(0, 2).join('.')}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function settledShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  // Late renders (deferred sections, idle-time parts) land within a second of the last answer.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => window.__layoutShifts ?? []);
}

test.describe('layout stability on a phone', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: PHONE });
    await page.addInitScript(recordShifts);
    await signIn(page, 'admin@exemplo.test');
  });
  test.afterAll(async () => page.close());

  for (const audited of AUDITED_PAGES.filter((p) => p.signedIn)) {
    test(`${audited.name}: nothing shifts while the data arrives (≤ ${MAX_SHIFT})`, async () => {
      const path = typeof audited.path === 'string' ? audited.path : await audited.path(page);
      // A full load, as Lighthouse does: the shell, the persisted cache and the screen's queries all start cold.
      await page.goto(path);
      const shifts = await settledShifts(page);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      const detail = shifts.map((s) => `${s.value.toFixed(3)}: ${s.sources.join(', ')}`).join('; ');
      expect(total, `${path} shifted ${total.toFixed(3)} (${detail})`).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
