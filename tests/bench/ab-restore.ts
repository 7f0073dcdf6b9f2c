/**
 * npm run bench-ab [-- --base HEAD~1] [--rounds 12] [--skip-build] — a diagnostic, not a figure: is the working tree's
 * app faster than `base`'s on the way from the saved cache to the first rows? Builds both as bench builds (the base in
 * a temporary git worktree), serves them from one stack (tests/bench/serve.ts: `dist` and its baseline port), signs
 * admin@ in on each, then alternates offline visits of /processos at 4× CPU, A then B, B then A: figure 5's offline
 * start and figure 6's restore (the persister's first read to the rows on screen), without injected rows. Visits
 * interleaved this way see the same machine; two full bench runs an hour apart here differed by more than most changes.
 * Only the side being measured is throttled: Chromium's slowdown busy-waits, an idle throttled page takes a core.
 * Ports: AB_PORT (4620), AB_IDENTITY_PORT (9670).
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { launchBrowser, openBenchPage, type BenchPage } from './lib/browser.ts';
import { BUILDS, viteBuild } from './lib/builds.ts';
import { firstRead, installIdbProbe } from './lib/idb-probe.ts';
import { waitForMark } from './lib/marks.ts';
import { settlePersistence, signInThroughForm, waitForServiceWorker } from './lib/sign-in.ts';
import { startBenchStack } from './lib/stack-process.ts';
import { percentile } from './lib/stats.ts';

const BASE_TREE = resolve('.data/ab-base-tree');
const BASE_DIST = 'dist-ab-base';
const HEAD_DIST = 'dist-ab-head';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')}: exit ${code}`))));
  });
}

/** `base`'s app as a bench build in BASE_DIST, built in a temporary worktree that shares this checkout's packages. */
async function buildBase(base: string): Promise<void> {
  await run('git', ['worktree', 'remove', '--force', BASE_TREE], '.').catch(() => undefined);
  rmSync(BASE_TREE, { recursive: true, force: true });
  await run('git', ['worktree', 'add', '--detach', BASE_TREE, base], '.');
  try {
    // The base's own packages when its lock differs (an older base may need a package since removed).
    const sameLock = await run('git', ['diff', '--quiet', base, '--', 'package-lock.json'], '.').then(
      () => true,
      () => false,
    );
    if (!sameLock) await run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], BASE_TREE);
    else if (!existsSync(resolve(BASE_TREE, 'node_modules')))
      symlinkSync(resolve('node_modules'), resolve(BASE_TREE, 'node_modules'));
    await run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', resolve(BASE_DIST), '--emptyOutDir', '--logLevel', 'warn'],
      BASE_TREE,
      BUILDS.bench.env,
    );
  } finally {
    await run('git', ['worktree', 'remove', '--force', BASE_TREE], '.').catch(() => undefined);
  }
}

interface Side {
  name: string;
  bench: BenchPage;
  restore: number[];
  offlineStart: number[];
  /** The longest main-thread task from the first read until 1.5 s after the rows (figure 6's other row). */
  longestTask: number[];
}

async function prepare(name: string, url: string, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<Side> {
  const bench = await openBenchPage(browser, url, { throttle: 'off' });
  await installIdbProbe(bench.context);
  await signInThroughForm(bench.page, 'admin@exemplo.test');
  await waitForServiceWorker(bench.page);
  await bench.page.goto('/processos');
  await waitForMark(bench.page, 'processRows');
  await settlePersistence(bench.page);
  return { name, bench, restore: [], offlineStart: [], longestTask: [] };
}

/** The longest task of this document that ended after `from` (0: none of 50 ms or more, all the API reports). */
function longestTaskSince(page: Page, from: number): Promise<number> {
  return page.evaluate(
    (start) =>
      new Promise<number>((done) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const ended = list.getEntries().filter((e) => e.startTime + e.duration >= start);
          done(Math.max(0, ...ended.map((e) => e.duration)));
        });
        observer.observe({ type: 'longtask', buffered: true });
        // No long task at all: the callback never comes.
        setTimeout(() => {
          observer.disconnect();
          done(0);
        }, 500);
      }),
    from,
  );
}

/** One offline visit at 4× CPU, then back online with the list refreshed and the cache saved, unthrottled. */
async function visit(side: Side): Promise<void> {
  const { bench } = side;
  await bench.throttle('cpu');
  await bench.setOffline(true);
  await bench.page.goto('/processos', { waitUntil: 'commit' });
  const rows = await waitForMark(bench.page, 'processRows', 30_000);
  const read = await firstRead(bench.page, 'query-cache');
  side.restore.push(rows - read);
  side.offlineStart.push(rows);
  await bench.page.waitForTimeout(1_500);
  side.longestTask.push(await longestTaskSince(bench.page, read));
  await bench.throttle('off');
  await bench.setOffline(false);
  await bench.page.goto('/processos');
  await waitForMark(bench.page, 'processRows');
  await settlePersistence(bench.page);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'HEAD~1' },
      rounds: { type: 'string', default: '12' },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  if (!values['skip-build']) {
    await buildBase(values.base);
    await viteBuild({ outDir: HEAD_DIST, env: BUILDS.bench.env });
  }
  const stack = await startBenchStack({
    port: Number(process.env.AB_PORT ?? 4620),
    identityPort: Number(process.env.AB_IDENTITY_PORT ?? 9670),
    dataDir: '.data/bench-ab',
    processes: 2_000,
    dist: HEAD_DIST,
    baselineDist: BASE_DIST,
  });
  const browser = await launchBrowser();
  try {
    const sides = [
      await prepare(`A (${values.base})`, stack.baselineUrl, browser),
      await prepare('B (working tree)', stack.url, browser),
    ];
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await visit(side);
      console.log(
        `round ${round + 1}: ${sides.map((s) => `${s.name} restore ${s.restore.at(-1)?.toFixed(0)} ms, offline start ${s.offlineStart.at(-1)?.toFixed(0)} ms, longest task ${s.longestTask.at(-1)?.toFixed(0)} ms`).join(' | ')}`,
      );
    }
    for (const side of sides)
      console.log(
        `${side.name}: restore median ${percentile(side.restore, 50).toFixed(0)} ms, offline start median ${percentile(side.offlineStart, 50).toFixed(0)} ms, longest task median ${percentile(side.longestTask, 50).toFixed(0)} ms (max ${Math.max(...side.longestTask).toFixed(0)})`,
      );
    const [a, b] = sides;
    if (a && b) {
      const faster = a.restore.filter((value, i) => (b.restore[i] ?? Infinity) < value).length;
      console.log(`B's restore was shorter in ${faster} of ${a.restore.length} rounds`);
    }
    for (const side of sides) await side.bench.close();
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
