/**
 * npm run lighthouse [-- --skip-build] [--runs 5] [--only name,name] — the outside yardstick, not part of `npm test`:
 * Lighthouse (the npm package, its default mobile profile: simulated slow 4G and 4× CPU) drives the system Chromium
 * on the login page and, signed in as admin@, on every signed-in screen of the route table (lib/lighthouse-pages.ts),
 * `runs` times each, and reports the medians. The production build is served by the app's own server. Writes
 * bench-results/lighthouse.{json,md}; exits 1 when a median misses its target.
 * Ports: LIGHTHOUSE_PORT (4590), LIGHTHOUSE_IDENTITY_PORT (9649), LIGHTHOUSE_DEBUG_PORT (9650).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { viteBuild } from './lib/builds.ts';
import { submitSignInForm } from './lib/sign-in.ts';
import { startBenchStack } from './lib/stack-process.ts';
import { freshMemoryMicrosPerPage } from './lib/machine.ts';
import { AUDITED_PAGES } from './lib/lighthouse-pages.ts';
import { CATEGORIES, LIGHTHOUSE_TARGETS, METRIC_LIMITS, readRun, type PageRun } from './lib/lighthouse-run.ts';
import { markdown, misses, summarizeRuns, type PageSummary } from './lib/lighthouse-report.ts';

const DIST = 'dist-lighthouse';
/** Runs of a page that may be repeated because Lighthouse could not record them. */
const MAX_RETRIES = 3;
const log = (message: string) => console.log(`[lighthouse] ${message}`);

/**
 * Signs admin@ in as a returning user's phone: the app installed (the service worker active, its precache done), then
 * resolves the addresses the seed decides. The tab then leaves the app: same-site tabs share a renderer's main thread,
 * and its after-sign-in work (persisting the cache, the precache) would land in the first audited page's blocking time.
 */
async function signIn(context: BrowserContext): Promise<Map<string, string>> {
  const page = context.pages()[0] ?? (await context.newPage());
  // Not the bench's signInThroughForm: it waits for the bench build's marks, whose init script would run in
  // Lighthouse's pages too.
  await submitSignInForm(page, 'admin@exemplo.test');
  await page.getByTestId('org-name').waitFor({ timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const resolved = new Map<string, string>();
  for (const target of AUDITED_PAGES)
    resolved.set(target.name, typeof target.path === 'string' ? target.path : await target.path(page));
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  return resolved;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer (got ${values.runs})`);
  const only = values.only?.split(',').map((s) => s.trim());
  const targets = AUDITED_PAGES.filter((p) => !only || only.includes(p.name));
  if (targets.length === 0) throw new Error(`--only matched no page: ${AUDITED_PAGES.map((p) => p.name).join(', ')}`);
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4590);
  const debugPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9650);
  const stackStart = startBenchStack({
    port,
    identityPort: Number(process.env.LIGHTHOUSE_IDENTITY_PORT ?? 9649),
    dataDir: `.data/lighthouse-${port}`,
    processes: 2_000,
    dist: DIST,
    baselineDist: DIST,
    onProgress: (m) => log(`stack: ${m}`),
  });
  if (!values['skip-build']) {
    log('vite build (production)…');
    await viteBuild({ outDir: DIST, env: {} });
  }
  const stack = await stackStart;
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  // A persistent context is the browser's default one: Lighthouse's tabs share its signed-in storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    baseURL: stack.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // The host's cost of fresh memory: what the simulated 4× multiplies besides the CPU (docs/performance.md).
  const memoryCost = freshMemoryMicrosPerPage();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const summaries: PageSummary[] = [];
  try {
    let addresses: Map<string, string> | null = null;
    // The login page first: Lighthouse resets the origin's storage for it, which would sign the others out.
    const ordered = [...targets.filter((t) => !t.signedIn), ...targets.filter((t) => t.signedIn)];
    for (const target of ordered) {
      if (target.signedIn) addresses ??= await signIn(context);
      const path = addresses?.get(target.name) ?? (typeof target.path === 'string' ? target.path : '');
      const url = `${stack.url}${path}`;
      const pageRuns: PageRun[] = [];
      let retries = 0;
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(url, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          // Signed in: keep the session (Lighthouse clears the origin's storage by default).
          disableStorageReset: target.signedIn,
          // LIGHTHOUSE_CPU_PROFILE=1: JS samples in the kept traces. The profiler slows interpreted code several times,
          // so those runs' scores and task lengths are not the page's.
          ...(process.env.LIGHTHOUSE_CPU_PROFILE === '1'
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        // A trace Lighthouse could not record (NO_NAVSTART, a protocol timeout) measured nothing: that run again.
        if (result.lhr.runtimeError && retries < MAX_RETRIES) {
          retries++;
          log(`${target.name} run ${run}: ${result.lhr.runtimeError.code}, once more`);
          run--;
          continue;
        }
        // LIGHTHOUSE_TRACE_DIR: each run's trace as Lighthouse recorded it (with JS samples), to name a long task's code.
        const traceDir = process.env.LIGHTHOUSE_TRACE_DIR;
        if (traceDir) {
          mkdirSync(traceDir, { recursive: true });
          writeFileSync(join(traceDir, `${target.name}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
        }
        const pageRun = readRun(result);
        pageRuns.push(pageRun);
        log(
          `${target.name} run ${run}/${runs}: ${CATEGORIES.map((c) => `${c} ${pageRun.scores[c]}`).join(', ')}, TBT ${pageRun.metrics['total-blocking-time']?.toFixed(0)} ms, CLS ${pageRun.metrics['cumulative-layout-shift']?.toFixed(3)}`,
        );
      }
      summaries.push(summarizeRuns(target.name, path, pageRuns));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stack.stop();
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${load} at the start, first touch of fresh memory ${memoryCost.toFixed(2)} µs per 4 KiB page`;
  const date = new Date().toISOString();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/lighthouse.json',
    `${JSON.stringify({ date, machine, runs, targets: { ...LIGHTHOUSE_TARGETS, ...METRIC_LIMITS }, pages: summaries }, null, 2)}\n`,
  );
  const report = markdown(summaries, machine, date);
  writeFileSync('bench-results/lighthouse.md', report);
  console.log(`\n${report}`);
  if (summaries.some((p) => misses(p).length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
