/**
 * npm run lighthouse [-- --skip-build] — the outside yardstick of issue 21 (budget 8), not part of `npm test`: Lighthouse
 * (the npm package, its default mobile profile: simulated slow 4G and 4× CPU) drives the system Chromium on the login
 * page and, signed in, on the home, the process list and a process detail of the production build served by the
 * app's own server. Writes bench-results/lighthouse.{json,md}; exits 1 when a score is under its target.
 * Ports: LIGHTHOUSE_PORT (4590), LIGHTHOUSE_IDENTITY_PORT (9649), LIGHTHOUSE_DEBUG_PORT (9650).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { viteBuild } from './lib/builds.ts';
import { DEMO_PASSWORD } from '../../server/demo/demo-users.ts';
import { startBenchStack } from './lib/stack-process.ts';

/** Targets of issue 21: performance ≥ 95, accessibility and best practices 100. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof LIGHTHOUSE_TARGETS;
const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS) as Category[];

const PAGES = [
  { name: 'Login', path: '/user/login', signedIn: false },
  { name: 'Home', path: '/', signedIn: true },
  { name: 'Process list', path: '/processos', signedIn: true },
  // Org 590's first process (the seed's long history).
  { name: 'Process detail', path: '/processos/1', signedIn: true },
] as const;

interface PageResult {
  name: string;
  url: string;
  scores: Record<Category, number>;
  /** Audits of a category that did not pass: what keeps its score under 100. */
  findings: Array<{ category: Category; id: string; title: string; score: number | null; displayValue?: string }>;
  metrics: Record<string, number>;
}

const DIST = 'dist-lighthouse';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4590);
  const debugPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9650);
  const log = (message: string) => console.log(`[lighthouse] ${message}`);
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
  const results: PageResult[] = [];
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  try {
    for (const target of PAGES) {
      if (target.signedIn && !results.some((r) => r.name === 'signed in')) {
        const page = context.pages()[0] ?? (await context.newPage());
        // Not the bench's signInThroughForm: its marks' init script would run in Lighthouse's pages too.
        await page.goto('/user/login');
        await page.getByLabel('E-mail').fill('admin@exemplo.test');
        await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Entrar', exact: true }).click();
        await page.getByTestId('org-name').waitFor({ timeout: 60_000 });
        // As a returning user's phone: the app installed (the service worker active, its precache done). Then this tab
        // leaves the app: same-site tabs share a renderer's main thread, and its after-sign-in work (persisting the
        // cache, the precache) landed in the first audited page's blocking time.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.waitForLoadState('networkidle');
        await page.goto('about:blank');
        results.push({ name: 'signed in', url: '', scores: {} as Record<Category, number>, findings: [], metrics: {} });
      }
      const url = `${stack.url}${target.path}`;
      log(`${target.name}: ${url}`);
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // Signed in: keep the session (Lighthouse clears the origin's storage by default).
        disableStorageReset: target.signedIn,
        ...(process.env.LIGHTHOUSE_TRACE_DIR
          ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
          : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      // LIGHTHOUSE_TRACE_DIR: each page's trace as Lighthouse recorded it (with JS samples), to name a long task's code.
      const traceDir = process.env.LIGHTHOUSE_TRACE_DIR;
      if (traceDir) {
        mkdirSync(traceDir, { recursive: true });
        writeFileSync(
          join(traceDir, `${target.name.replace(/\W+/g, '-').toLowerCase()}.trace.json`),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const findings = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
          .map((audit) => ({
            category,
            id: audit!.id,
            title: audit!.title,
            score: audit!.score,
            ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
          })),
      );
      const metricIds = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ];
      const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]));
      const perfFindings = (lhr.categories.performance?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit?.details?.type === 'opportunity' && audit.score !== null && audit.score < 0.9)
        .map((audit) => ({
          category: 'performance' as Category,
          id: audit!.id,
          title: audit!.title,
          score: audit!.score,
          ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
        }));
      // Where the blocking time goes: the scripts that took the main thread longest (the cause of a low TBT).
      const bootup = lhr.audits['bootup-time'];
      const items = (
        (bootup?.details as { items?: Array<{ url: string; scripting: number }> } | undefined)?.items ?? []
      ).slice(0, 3);
      const blocking = bootup
        ? [
            {
              category: 'performance' as Category,
              id: 'bootup-time',
              title: `${bootup.title}: ${items.map((i) => `${i.url.replace(/^.*\//, '')} ${i.scripting.toFixed(0)} ms`).join(', ')}`,
              score: bootup.score,
              ...(bootup.displayValue ? { displayValue: bootup.displayValue } : {}),
            },
          ]
        : [];
      // Which tasks those are: the longest main-thread tasks Lighthouse saw (simulated durations), by script and start.
      const longTasks = lhr.audits['long-tasks'];
      const tasks = (
        (longTasks?.details as { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined)
          ?.items ?? []
      ).slice(0, 6);
      const taskList =
        tasks.length > 0
          ? [
              {
                category: 'performance' as Category,
                id: 'long-tasks',
                title: `Longest tasks: ${tasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} (${t.url.replace(/^.*\//, '') || 'unattributed'})`).join(', ')}`,
                score: longTasks?.score ?? null,
              },
            ]
          : [];
      // A run Lighthouse could not finish (no paint seen, a protocol timeout) scores 0: say why instead of a bare 0.
      const runtime = lhr.runtimeError
        ? [
            {
              category: 'performance' as Category,
              id: 'runtime-error',
              title: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
              score: 0,
            },
          ]
        : [];
      results.push({
        name: target.name,
        url: target.path,
        scores,
        findings: [...runtime, ...findings, ...perfFindings, ...blocking, ...taskList],
        metrics,
      });
      log(`${target.name}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stack.stop();
  }
  const pages = results.filter((r) => r.url !== '');
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${load} at the start`;
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/lighthouse.json',
    `${JSON.stringify({ date: new Date().toISOString(), machine, targets: LIGHTHOUSE_TARGETS, pages }, null, 2)}\n`,
  );
  writeFileSync('bench-results/lighthouse.md', markdown(pages, machine));
  console.log(`\n${markdown(pages, machine)}`);
  const failed = pages.filter((p) => CATEGORIES.some((c) => p.scores[c] < LIGHTHOUSE_TARGETS[c]));
  if (failed.length > 0) process.exitCode = 1;
}

function markdown(pages: readonly PageResult[], machine: string): string {
  const lines = [
    `# npm run lighthouse — ${new Date().toISOString()}`,
    '',
    `Lighthouse ${'(npm package)'}, default mobile profile (simulated slow 4G, 4× CPU), system Chromium; production build served by the app's server. Machine: ${machine}. Targets: performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, best practices ${LIGHTHOUSE_TARGETS['best-practices']}.`,
    '',
    '| Page | Performance | Accessibility | Best practices | FCP ms | LCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (p) =>
        `| ${p.name} (${p.url}) | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.metrics['first-contentful-paint']?.toFixed(0)} | ${p.metrics['largest-contentful-paint']?.toFixed(0)} | ${p.metrics['total-blocking-time']?.toFixed(0)} | ${p.metrics['cumulative-layout-shift']?.toFixed(3)} |`,
    ),
    '',
    'Findings (audits that did not pass; performance: opportunities):',
    '',
    ...pages.flatMap((p) =>
      p.findings.length === 0
        ? [`- ${p.name}: none`]
        : p.findings.map(
            (f) => `- ${p.name}, ${f.category}: ${f.id} — ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`,
          ),
    ),
  ];
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
