import '../lib/bench-window.ts';
import type { Page } from '@playwright/test';
import type { Measurement } from '../lib/budget.ts';
import { openBenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { MARKS, waitForMark } from '../lib/marks.ts';
import { signInThroughForm } from '../lib/sign-in.ts';
import { frameDurations, percentile } from '../lib/stats.ts';

/** restrito@ is the one demo user of org 245, which gets 10 % of the seed: ~10,000 processes at 100,000. */
const USER = 'restrito@exemplo.test';

/** An in-app navigation to the list with an empty query cache: until the first rows are rendered. */
async function firstRender(page: Page): Promise<{ renderMs: number; apiMs: number }> {
  return page.evaluate(async (selector) => {
    // The list pages: ['organization', o, 'processes', 'list', filters] (src/lib/query-keys.ts).
    window.__PAINEL_BENCH__?.queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] === 'organization' && q.queryKey[2] === 'processes',
    });
    performance.clearResourceTimings();
    const started = performance.now();
    const rendered = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    history.pushState(null, '', '/processos');
    const renderMs = (await rendered) - started;
    // The list request's own share of it (server time + transfer on the local network).
    const api = performance.getEntriesByType('resource').find((e) => /\/organization\/\d+\/process\?/.test(e.name));
    return { renderMs, apiMs: api?.duration ?? Number.NaN };
  }, MARKS.processRows);
}

/** Scrolls the list down and back up, one step per frame, and returns the frame durations. */
async function scrollFrames(page: Page): Promise<number[]> {
  const stamps = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const out: number[] = [];
        const height = document.documentElement.scrollHeight - innerHeight;
        const steps = 120;
        const tick = (now: number) => {
          out.push(now);
          const i = out.length;
          const position = i <= steps / 2 ? (i / (steps / 2)) * height : ((steps - i) / (steps / 2)) * height;
          window.scrollTo(0, position);
          if (i < steps) requestAnimationFrame(tick);
          else resolve(out);
        };
        requestAnimationFrame(tick);
      }),
  );
  return frameDurations(stamps);
}

/** Figure 7: the process list of an organization with ~10,000 processes, 4× CPU (network local: this is render cost). */
export async function processListFigure(ctx: BenchContext): Promise<Measurement[]> {
  const bench = await openBenchPage(ctx.browser, ctx.stack.url, { throttle: 'off' });
  try {
    await signInThroughForm(bench.page, USER);
    await bench.throttle('cpu');
    const firsts = await repeat(ctx, 'process list first render', async () => {
      await bench.page.evaluate(() => history.pushState(null, '', '/'));
      await waitForMark(bench.page, 'shell');
      return firstRender(bench.page);
    });
    const count = await bench.page.getByTestId('process-total').textContent();
    const p95s = await repeat(ctx, 'process list scroll', async () => percentile(await scrollFrames(bench.page), 95));
    return [
      {
        figure: '7',
        name: 'Process list: first render (in-app navigation, empty query cache)',
        unit: 'ms',
        values: firsts.map((f) => f.renderMs),
        budget: { max: 300 },
        note: `org 245 (${USER}): ${count ?? '?'}; includes the list API call on the local network (next row)`,
      },
      {
        figure: '7',
        name: 'Process list: of which the list API request',
        unit: 'ms',
        values: firsts.map((f) => f.apiMs),
      },
      {
        figure: '7',
        name: 'Process list: scroll frame time p95 (4× CPU)',
        unit: 'ms',
        values: p95s,
        budget: { max: 33 },
      },
    ];
  } finally {
    await bench.close();
  }
}
