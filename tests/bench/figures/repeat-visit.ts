import type { Measurement } from '../lib/budget.ts';
import { openBenchPage, type BenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { cpuReferenceMs, REFERENCE_NOTE } from '../lib/cpu-reference.ts';
import { evaluateQuietly, waitForMark } from '../lib/marks.ts';
import { settlePersistence, signInThroughForm, waitForServiceWorker } from '../lib/sign-in.ts';
import { summarize } from '../lib/stats.ts';
import { describePhases, visitPhases } from '../lib/visit-phases.ts';

const PAGE = '/processos';
/** Issue 21: from the home screen to the process list, online and offline. */
export const REPEAT_VISIT_BUDGET_MS = 400;

/**
 * How long an offline visit may take to show rows before it counts as "does not open". The app with its offline
 * design gets 15 s. The baseline has no persisted cache: offline it boots from the HTTP cache and says
 * "Sem conexão" (its session was never saved), so a row can never come; 5 s (5× figure 5's budget) says so as well as 15 s
 * and saves 60 s of a run.
 */
const OFFLINE_TIMEOUT_MS = { app: 15_000, baseline: 5_000 };

/** After a visit: the network quiet and, in the app with persistence, the persister's throttled write done. */
async function settle(bench: BenchPage, persists: boolean): Promise<void> {
  if (persists) await settlePersistence(bench.page);
  // The baseline has no persister: nothing to wait for once the network is quiet.
  else await bench.page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

/** Online: until the shell and the first process rows are on screen. */
async function onlineVisit(bench: BenchPage, persists: boolean, log: (line: string) => void): Promise<number> {
  await bench.page.goto(PAGE, { waitUntil: 'commit' });
  const shell = await waitForMark(bench.page, 'shell');
  const rows = await waitForMark(bench.page, 'processRows');
  // Where the visit's time went, in the log: a slow run says which phase was slow.
  log(`    ${describePhases(await visitPhases(bench.page), { shell, rows })}`);
  await settle(bench, persists);
  return Math.max(shell, rows);
}

/** Offline: until the process rows are rendered from IndexedDB; NaN when they do not come. */
async function offlineVisit(bench: BenchPage, persists: boolean, log: (line: string) => void): Promise<number> {
  await bench.setOffline(true);
  try {
    await bench.page.goto(PAGE, { waitUntil: 'commit' });
    // Without a service worker the browser shows its own network error page: nothing to wait for.
    await bench.page.waitForLoadState('domcontentloaded');
    if ((await evaluateQuietly(bench.page, `document.getElementById('root') !== null`)) !== true) return Number.NaN;
    const rows = await waitForMark(
      bench.page,
      'processRows',
      persists ? OFFLINE_TIMEOUT_MS.app : OFFLINE_TIMEOUT_MS.baseline,
    );
    // The offline visit waits for the rows only; the shell's mark, when it came, is in the page too.
    const shell = await evaluateQuietly(bench.page, 'window.__benchMarks?.shell');
    log(`    ${describePhases(await visitPhases(bench.page), typeof shell === 'number' ? { shell, rows } : { rows })}`);
    return rows;
  } catch {
    return Number.NaN;
  } finally {
    await bench.setOffline(false);
    await bench.page.goto(PAGE).catch(() => {});
    await settle(bench, persists);
  }
}

async function measureBuild(ctx: BenchContext, url: string, label: string, serviceWorker: boolean) {
  const bench = await openBenchPage(ctx.browser, url, { throttle: 'off' });
  try {
    await signInThroughForm(bench.page, 'admin@exemplo.test');
    if (serviceWorker) await waitForServiceWorker(bench.page);
    await bench.page.goto(PAGE);
    await waitForMark(bench.page, 'processRows');
    await settle(bench, serviceWorker);
    await bench.throttle('full');
    const onlineLabel = `repeat visit online (${label})`;
    const offlineLabel = `repeat visit offline (${label})`;
    if (serviceWorker) {
      // The CPU reference after each visit, warm-up included, in the same page at 4×: how fast that page's CPU was
      // around the visits. The baseline has none (it is INFO).
      const references = { online: [] as number[], offline: [] as number[] };
      const referenced = async (visit: () => Promise<number>, into: number[]) => {
        const value = await visit();
        into.push(await cpuReferenceMs(bench.page));
        ctx.log(`    CPU reference: ${into.at(-1)?.toFixed(0)} ms`);
        return value;
      };
      const online = await repeat(ctx, onlineLabel, () =>
        referenced(() => onlineVisit(bench, true, ctx.log), references.online),
      );
      const offline = await repeat(ctx, offlineLabel, () =>
        referenced(() => offlineVisit(bench, true, ctx.log), references.offline),
      );
      return { online, offline, references };
    }
    const online = await repeat(ctx, onlineLabel, () => onlineVisit(bench, false, ctx.log));
    // The baseline never shows rows offline (no persisted session): six attempts of 8 s each said the same thing as
    // one. Should one ever open, it is measured like the app.
    const started = Date.now();
    const probe = await offlineVisit(bench, false, ctx.log);
    ctx.log(`  ${offlineLabel} single attempt: ${Date.now() - started} ms`);
    const offline = Number.isFinite(probe)
      ? await repeat(ctx, offlineLabel, () => offlineVisit(bench, false, ctx.log))
      : [];
    return { online, offline, references: { online: [], offline: [] } };
  } finally {
    await bench.close();
  }
}

/**
 * The CPU reference beside a series of visits and the series' median over the reference's (INFO): the visits follow
 * the machine's speed (docs/performance.md, issue 32's thirty-second session); these rows collect, run after run, what
 * a budget relative to the machine would be set from.
 */
function referenceRows(figure: string, series: string, visits: number[], references: number[]): Measurement[] {
  const over = summarize(visits).median / summarize(references).median;
  return [
    { figure, name: `CPU reference beside the ${series} visits`, unit: 'ms', values: references, note: REFERENCE_NOTE },
    { figure, name: `Repeat visit ${series} ÷ CPU reference (medians)`, unit: '×', values: [over] },
  ];
}

/** Figures 4 and 5: repeat visits of the process list, online and offline, with and without the offline design. */
export async function repeatVisitFigures(ctx: BenchContext): Promise<Measurement[]> {
  const app = await measureBuild(ctx, ctx.stack.url, 'service worker + IndexedDB', true);
  const baseline = await measureBuild(ctx, ctx.stack.baselineUrl, 'baseline', false);
  const ratio = summarize(baseline.online).median / summarize(app.online).median;
  const baselineOpens = baseline.offline.length > 0;
  return [
    {
      figure: '4',
      name: 'Repeat visit online (SW + IndexedDB): shell and first rows',
      unit: 'ms',
      values: app.online,
      budget: { max: REPEAT_VISIT_BUDGET_MS },
    },
    {
      figure: '4',
      name: 'Repeat visit online, baseline without SW and persistence',
      unit: 'ms',
      values: baseline.online,
    },
    { figure: '4', name: 'Baseline ÷ offline design (medians)', unit: '×', values: [ratio] },
    ...referenceRows('4', 'online', app.online, app.references.online),
    {
      figure: '5',
      name: 'Repeat visit offline: process list from IndexedDB',
      unit: 'ms',
      values: app.offline,
      budget: { max: REPEAT_VISIT_BUDGET_MS },
    },
    ...referenceRows('5', 'offline', app.offline, app.references.offline),
    {
      figure: '5',
      name: 'Repeat visit offline, baseline',
      unit: 'ms',
      values: baseline.offline.filter((v) => Number.isFinite(v)),
      note: baselineOpens
        ? ''
        : `the list did not show offline within ${OFFLINE_TIMEOUT_MS.baseline / 1000} s (one attempt): without a service worker and a persisted cache the page either does not load or, booted from the HTTP cache, says "Sem conexão": its session was never saved`,
    },
  ];
}
