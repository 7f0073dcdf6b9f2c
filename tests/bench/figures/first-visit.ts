import type { Measurement } from '../lib/budget.ts';
import { openBenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { criticalRoundTrips, physicalFloorMs } from '../lib/floor.ts';
import { waitForMark } from '../lib/marks.ts';
import { SLOW_4G } from '../lib/network-profile.ts';
import { recordWaterfall } from '../lib/waterfall.ts';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';

interface FirstVisitRun {
  formMs: number;
  floorMs: number;
  bytes: number;
  roundTrips: number;
  signInMs: number;
}

/**
 * Figures 2 and 3 share one journey: an empty browser opens /user/login over slow 4G (figure 2: until the form
 * accepts input, against the physical floor), then signs in (figure 3: from the click on "Entrar" to the shell).
 */
export async function firstVisitFigures(ctx: BenchContext): Promise<Measurement[]> {
  const runs = await repeat(ctx, 'first visit + sign-in', async (): Promise<FirstVisitRun> => {
    const bench = await openBenchPage(ctx.browser, ctx.stack.url);
    try {
      const waterfall = recordWaterfall(bench.cdp);
      await bench.page.goto('/user/login', { waitUntil: 'commit' });
      const formMs = await waitForMark(bench.page, 'loginForm');
      const requests = waterfall.requests();
      const navigationStart = Math.min(...requests.map((r) => r.start));
      const critical = requests.filter((r) => r.end - navigationStart <= formMs);
      const bytes = critical.reduce((sum, r) => sum + r.bytes, 0);
      const roundTrips = criticalRoundTrips(critical);
      waterfall.stop();

      await bench.page.getByLabel('E-mail').fill('admin@exemplo.test');
      await bench.page.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD);
      await bench.page.evaluate(() => delete (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks.click);
      await bench.page.getByRole('button', { name: 'Entrar', exact: true }).click();
      const shell = await waitForMark(bench.page, 'shell');
      const click = await waitForMark(bench.page, 'click');
      return { formMs, floorMs: physicalFloorMs({ bytesDown: bytes, roundTrips }, SLOW_4G), bytes, roundTrips, signInMs: shell - click };
    } finally {
      await bench.close();
    }
  });
  const last = runs[runs.length - 1];
  return [
    { figure: '2', name: 'First visit: login form usable', unit: 'ms', values: runs.map((r) => r.formMs), budget: { max: 3000 } },
    {
      figure: '2',
      name: 'First visit: physical floor',
      unit: 'ms',
      values: runs.map((r) => r.floorMs),
      note: last ? `${(last.bytes / 1024).toFixed(1)} KiB over the link and ${last.roundTrips} round trips on the critical path (last run)` : '',
    },
    { figure: '2', name: 'First visit: measured ÷ floor', unit: '×', values: runs.map((r) => r.formMs / r.floorMs), budget: { max: 1.5 } },
    { figure: '3', name: 'Sign-in: click on "Entrar" to the shell', unit: 'ms', values: runs.map((r) => r.signInMs), budget: { max: 3000 } },
  ];
}
