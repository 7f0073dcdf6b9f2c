import type { Measurement } from '../lib/budget.ts';
import { startBarePage } from '../lib/bare-page.ts';
import { openBenchPage, type BenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { criticalRoundTrips, physicalFloorMs } from '../lib/floor.ts';
import { waitForMark } from '../lib/marks.ts';
import { SLOW_4G } from '../lib/network-profile.ts';
import { percentile } from '../lib/stats.ts';
import { recordWaterfall } from '../lib/waterfall.ts';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';

/**
 * Issue 21: the form usable within 1.15 × what bounds it; the sign-in to the shell within 2 s. What bounds it is the
 * physical floor plus the browser's own time to show a page, measured on a one-field page in the same run: a page
 * with nothing but the field measured 1.16–1.40 × its physical floor here (docs/performance.md, issue 32).
 */
export const FIRST_VISIT_RATIO_BUDGET = 1.15;
export const SIGN_IN_BUDGET_MS = 2000;
/** The sign-in's round trips before the shell: the identity service, then the session's start in one answer. */
export const SIGN_IN_ROUND_TRIPS = 2;
/** Fewer bytes and round trips before the form: the floor itself under the 1,843 ms of 2026-11-24's run. */
export const FLOOR_BUDGET_MS = 1800;
const TYPING_DELAY_MS = 100;

/** A request's path (and the identity service's action, which is in a header, not the URL: the host says which). */
function shortUrl(url: string): string {
  const u = new URL(url);
  return `${u.port === '' ? u.host : `:${u.port}`}${u.pathname}`.replace(
    /\/static\/js\/([^-/]+(?:-[^-/]+)*?)-[\w-]{8}\.js$/,
    '/static/js/$1.js',
  );
}

interface FormLoad {
  formMs: number;
  floorMs: number;
  bytes: number;
  roundTrips: number;
}

interface FirstVisitRun extends FormLoad {
  /** When "Entrar" was enabled: the app's JavaScript has arrived and taken the form over. */
  readyMs: number;
  /** The one-field page (lib/bare-page.ts) over the same link, just before. */
  bare: FormLoad;
  signInMs: number;
  /** The sign-in's requests until the shell, in start order: "path +start…end ms" from the first one. */
  signInRequests: string[];
  signInRoundTrips: number;
  /** The sign-in's physical floor: its critical round trips and the bytes that came before the shell. */
  signInFloorMs: number;
}

/** Opens `path` in an empty browser and waits for the e-mail field: when, and the floor of what came before it. */
async function loadUntilForm(bench: BenchPage, path: string): Promise<FormLoad> {
  const waterfall = recordWaterfall(bench.cdp);
  await bench.page.goto(path, { waitUntil: 'commit' });
  const formMs = await waitForMark(bench.page, 'loginForm');
  // A page drawn from the document's first bytes can show the field before the document's request is reported
  // finished: wait for it, and count it whatever its end, since nothing is drawn without it.
  const documentUrl = bench.page.url();
  for (let waited = 0; !waterfall.requests().some((r) => r.url === documentUrl); waited += 20) {
    if (waited > 10_000) throw new Error(`first visit: the request of ${documentUrl} never finished`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const requests = waterfall.requests();
  const navigationStart = Math.min(...requests.map((r) => r.start));
  const critical = requests.filter((r) => r.url === documentUrl || r.end - navigationStart <= formMs);
  const bytes = critical.reduce((sum, r) => sum + r.bytes, 0);
  const roundTrips = criticalRoundTrips(critical);
  waterfall.stop();
  return { formMs, floorMs: physicalFloorMs({ bytesDown: bytes, roundTrips }, SLOW_4G), bytes, roundTrips };
}

/**
 * The browser's own time on this machine: the one-field page's time above its physical floor, the median of the runs
 * (one load each is noisy: a run's value says more about that second than about the machine).
 */
function browserOwnMs(runs: readonly FirstVisitRun[]): number {
  return percentile(
    runs.map((r) => Math.max(0, r.bare.formMs - r.bare.floorMs)),
    50,
  );
}

/**
 * Figures 2 and 3 share one journey: an empty browser opens /user/login over slow 4G (figure 2: until the form
 * accepts input, against the physical floor), then signs in (figure 3: from the click on "Entrar" to the shell).
 */
export async function firstVisitFigures(ctx: BenchContext): Promise<Measurement[]> {
  const barePage = await startBarePage();
  const runs = await repeat(ctx, 'first visit + sign-in', async (): Promise<FirstVisitRun> => {
    const bareBench = await openBenchPage(ctx.browser, barePage.url);
    const bare = await loadUntilForm(bareBench, '/').finally(() => bareBench.close());
    const bench = await openBenchPage(ctx.browser, ctx.stack.url);
    try {
      const form = await loadUntilForm(bench, '/user/login');

      // Typed, not pasted: a person takes seconds to type an e-mail and a password, and the login screen uses them to
      // fetch what the sign-in needs next (the identity client, then the shell). 100 ms a key is a fast typist.
      await bench.page.getByLabel('E-mail').pressSequentially('admin@exemplo.test', { delay: TYPING_DELAY_MS });
      await bench.page
        .getByRole('textbox', { name: 'Senha', exact: true })
        .pressSequentially(DEMO_PASSWORD, { delay: TYPING_DELAY_MS });
      const readyMs = await waitForMark(bench.page, 'loginReady');
      await bench.page.evaluate(
        () => delete (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks.click,
      );
      const signInWaterfall = recordWaterfall(bench.cdp);
      await bench.page.getByRole('button', { name: 'Entrar', exact: true }).click();
      const shell = await waitForMark(bench.page, 'shell');
      const click = await waitForMark(bench.page, 'click');
      signInWaterfall.stop();
      const during = signInWaterfall.requests().sort((a, b) => a.start - b.start);
      const first = during[0]?.start ?? 0;
      // Only what ended before the shell showed: its critical path (later requests are the page's, or the worker's).
      const beforeShell = during.filter((r) => r.end - first <= shell - click);
      const signInRequests = beforeShell.map(
        (r) => `${r.target ?? shortUrl(r.url)} +${(r.start - first).toFixed(0)}…${(r.end - first).toFixed(0)}`,
      );
      return {
        ...form,
        bare,
        readyMs,
        signInMs: shell - click,
        signInRequests,
        signInRoundTrips: criticalRoundTrips(beforeShell),
        signInFloorMs: physicalFloorMs(
          { bytesDown: beforeShell.reduce((sum, r) => sum + r.bytes, 0), roundTrips: criticalRoundTrips(beforeShell) },
          SLOW_4G,
        ),
      };
    } finally {
      await bench.close();
    }
  }).finally(() => barePage.close());
  const last = runs[runs.length - 1];
  const browserMs = browserOwnMs(runs);
  return [
    {
      figure: '2',
      name: 'First visit: login form usable',
      unit: 'ms',
      values: runs.map((r) => r.formMs),
      budget: { max: 3000 },
    },
    {
      figure: '2',
      name: 'First visit: "Entrar" enabled (the app has taken over the form)',
      unit: 'ms',
      values: runs.map((r) => r.readyMs),
      note: 'the form is drawn by the document and accepts typing before; the app enables the button once it runs',
    },
    {
      figure: '2',
      name: 'First visit: physical floor',
      unit: 'ms',
      values: runs.map((r) => r.floorMs),
      budget: { max: FLOOR_BUDGET_MS },
      note: last
        ? `${(last.bytes / 1024).toFixed(1)} KiB over the link and ${last.roundTrips} round trips on the critical path (last run); issue 21 asks for a floor lower than the 1.8 s of the previous set`
        : '',
    },
    {
      figure: '2',
      name: 'First visit: a one-field page ÷ its floor',
      unit: '×',
      values: runs.map((r) => r.bare.formMs / r.bare.floorMs),
      note: "the browser's own time on this machine: no page can do better; the app's row below is held to it",
    },
    {
      figure: '2',
      name: 'First visit: measured ÷ floor',
      unit: '×',
      values: runs.map((r) => r.formMs / r.floorMs),
    },
    {
      figure: '2',
      name: "First visit: measured ÷ (floor + the browser's own time)",
      unit: '×',
      values: runs.map((r) => r.formMs / (r.floorMs + browserMs)),
      note: `the browser's own time: ${browserMs.toFixed(0)} ms (median of the one-field page's runs)`,
      budget: { max: FIRST_VISIT_RATIO_BUDGET },
    },
    {
      figure: '3',
      name: 'Sign-in: click on "Entrar" to the shell',
      unit: 'ms',
      values: runs.map((r) => r.signInMs),
      budget: { max: SIGN_IN_BUDGET_MS },
      note: last
        ? `${last.signInRoundTrips} round trips on the critical path (last run; ${SLOW_4G.rttMs} ms each); requests (ms from the first): ${last.signInRequests.join(', ')}`
        : '',
    },
    {
      figure: '3',
      name: 'Sign-in: round trips on the critical path',
      unit: 'count',
      values: runs.map((r) => r.signInRoundTrips),
      // The identity service's answer, then the session's start: the holders used to wait a third one behind the
      // organizations (GET /v1/session brings both).
      budget: { exact: SIGN_IN_ROUND_TRIPS },
    },
    {
      figure: '3',
      name: 'Sign-in: physical floor',
      unit: 'ms',
      values: runs.map((r) => r.signInFloorMs),
      note: 'what the link alone takes: the round trips above and the bytes that came before the shell',
    },
  ];
}
