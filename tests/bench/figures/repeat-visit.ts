import type { Measurement } from '../lib/budget.ts';
import { openBenchPage, type BenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { waitForMark } from '../lib/marks.ts';
import { settlePersistence, signInThroughForm, waitForServiceWorker } from '../lib/sign-in.ts';
import { summarize } from '../lib/stats.ts';

const PAGE = '/processos';

/** Online: until the shell and the first process rows are on screen. */
async function onlineVisit(bench: BenchPage): Promise<number> {
  await bench.page.goto(PAGE, { waitUntil: 'commit' });
  const shell = await waitForMark(bench.page, 'shell');
  const rows = await waitForMark(bench.page, 'processRows');
  await settlePersistence(bench.page);
  return Math.max(shell, rows);
}

/** Offline: until the process rows are rendered from IndexedDB; NaN when the app does not open at all. */
async function offlineVisit(bench: BenchPage): Promise<number> {
  await bench.setOffline(true);
  try {
    await bench.page.goto(PAGE, { waitUntil: 'commit' });
    // Without a service worker the browser shows its own network error page: nothing to wait for.
    await bench.page.waitForLoadState('domcontentloaded');
    if (!(await bench.page.evaluate(() => document.getElementById('root') !== null))) return Number.NaN;
    return await waitForMark(bench.page, 'processRows', 15_000);
  } catch {
    return Number.NaN;
  } finally {
    await bench.setOffline(false);
    await bench.page.goto(PAGE).catch(() => {});
    await settlePersistence(bench.page);
  }
}

async function measureBuild(ctx: BenchContext, url: string, label: string, serviceWorker: boolean) {
  const bench = await openBenchPage(ctx.browser, url, { throttle: 'off' });
  try {
    await signInThroughForm(bench.page, 'admin@exemplo.test');
    if (serviceWorker) await waitForServiceWorker(bench.page);
    await bench.page.goto(PAGE);
    await waitForMark(bench.page, 'processRows');
    await settlePersistence(bench.page);
    await bench.throttle('full');
    const online = await repeat(ctx, `repeat visit online (${label})`, () => onlineVisit(bench));
    const offline = await repeat(ctx, `repeat visit offline (${label})`, () => offlineVisit(bench));
    return { online, offline };
  } finally {
    await bench.close();
  }
}

/** Figures 4 and 5: repeat visits of the process list, online and offline, with and without the offline design. */
export async function repeatVisitFigures(ctx: BenchContext): Promise<Measurement[]> {
  const app = await measureBuild(ctx, ctx.stack.url, 'service worker + IndexedDB', true);
  const baseline = await measureBuild(ctx, ctx.stack.baselineUrl, 'baseline', false);
  const ratio = summarize(baseline.online).median / summarize(app.online).median;
  const baselineOpens = baseline.offline.some((v) => Number.isFinite(v));
  return [
    { figure: '4', name: 'Repeat visit online (SW + IndexedDB): shell and first rows', unit: 'ms', values: app.online, budget: { max: 1000 } },
    { figure: '4', name: 'Repeat visit online, baseline without SW and persistence', unit: 'ms', values: baseline.online },
    { figure: '4', name: 'Baseline ÷ offline design (medians)', unit: '×', values: [ratio] },
    { figure: '5', name: 'Repeat visit offline: process list from IndexedDB', unit: 'ms', values: app.offline, budget: { max: 1000 } },
    {
      figure: '5',
      name: 'Repeat visit offline, baseline',
      unit: 'ms',
      values: baselineOpens ? baseline.offline.filter((v) => Number.isFinite(v)) : [],
      note: baselineOpens ? '' : 'the baseline does not open offline at all (no service worker: the browser shows its network error page)',
    },
  ];
}
