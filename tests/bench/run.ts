/**
 * npm run bench [-- --only 1,2,9] [--runs 5] [--keep-data] [--skip-build] [--drain-alone]
 * (figures 13 and 14, court data and the official lists at scale, only with --only 13,14: see lib/schedule.ts)
 * Builds the app three ways while its own stack seeds a fresh database, measures every figure of issue 6 (one
 * warm-up, then `runs` runs each), writes bench-results/report.{json,md} with the wall time of every phase, prints
 * the table and exits 1 when a budget fails. Ports: BENCH_PORT (4570; the baseline build on BENCH_PORT + 1) and
 * BENCH_IDENTITY_PORT (9629). With figure 9 selected, no DATABASE_URL and PostgreSQL installed, a second stack on a
 * scratch PostgreSQL cluster (BENCH_PORT + 2, BENCH_IDENTITY_PORT + 1) seeds the same processes beside the builds
 * for figure 9's PostgreSQL rows; it is stopped and its cluster deleted at the end, on failure and on Ctrl-C.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { toRow, type Measurement } from './lib/budget.ts';
import { launchBrowser } from './lib/browser.ts';
import { machineMeasurements } from './lib/machine.ts';
import { BUILDS, viteBuild } from './lib/builds.ts';
import type { BenchContext, Figure } from './lib/context.ts';
import { PhaseClock, WALL_BUDGET_S, wallTimeRows } from './lib/phases.ts';
import { failures, markdownReport } from './lib/report.ts';
import { figureOrder, scheduleFigures } from './lib/schedule.ts';
import { startScratchPostgresStack, type ScratchStack, type SecondDatabase } from './lib/postgres-stack.ts';
import { startBenchStack } from './lib/stack-process.ts';
import { apiLoadFigure } from './figures/api-load.ts';
import { bundlesFigure } from './figures/bundles.ts';
import { courtDataFigure } from './figures/court-data.ts';
import { extractExportFigure } from './figures/extract-export.ts';
import { firstVisitFigures } from './figures/first-visit.ts';
import { outboxDrainFigure } from './figures/outbox-drain.ts';
import { persistenceFigure } from './figures/persistence.ts';
import { processListFigure } from './figures/process-list.ts';
import { relationshipGraphFigure } from './figures/relationship-graph.ts';
import { repeatVisitFigures } from './figures/repeat-visit.ts';
import { screensFigure } from './figures/screens.ts';
import { watchlistsFigure } from './figures/watchlists.ts';

const FIGURES: Record<string, Figure> = {
  '1': bundlesFigure,
  '2': firstVisitFigures,
  '4': repeatVisitFigures,
  '6': persistenceFigure,
  '7': processListFigure,
  '8': (ctx) => outboxDrainFigure(ctx),
  '9': apiLoadFigure,
  '10': extractExportFigure,
  '11': relationshipGraphFigure,
  '12': screensFigure,
  '13': courtDataFigure,
  '14': (ctx) => watchlistsFigure(ctx),
};

const FULL_SEED = 100_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      runs: { type: 'string', default: '5' },
      'keep-data': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      // Figure 8 after every other figure instead of beside them: the slow, undisturbed way, for comparisons.
      'drain-alone': { type: 'boolean', default: false },
    },
  });
  const clock = new PhaseClock();
  const log = (message: string) =>
    console.log(`[bench ${(clock.elapsed() / 1000).toFixed(0).padStart(3)} s] ${message}`);
  const port = Number(process.env.BENCH_PORT ?? 4570);
  const processes = Number(process.env.BENCH_PROCESSES ?? FULL_SEED);
  const runs = Number(values.runs);
  const plan = scheduleFigures(values.only, values['drain-alone']);

  // The stack seeds in its own process (PGlite is single-threaded) while the builds run in theirs (at a lower
  // priority): together 68–100 s on a machine at load 7–17, against ~30 s + ~60 s one after the other on a quiet one
  // (≈ 100 s + 100 s under that load). The server only reads the build folders when a page is requested, after both.
  const seeding = values['keep-data'] ? 'keeping its data' : `seeding ${processes} processes`;
  log(`starting the stack and ${seeding}${values['skip-build'] ? '' : ', beside three vite builds'}…`);
  const identityPort = Number(process.env.BENCH_IDENTITY_PORT ?? 9629);
  const scratch = startSecondDatabase(plan, port, identityPort, processes, clock, log);
  // Ctrl-C or a kill, even during the seed: no stack, and above all no PostgreSQL cluster, outlives the run.
  let killStack: () => void = () => {};
  const onSignal = () => {
    killStack();
    scratch?.stopNow();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stackStart = clock.time('stack start and seed (child process)', () =>
    startBenchStack({
      port,
      identityPort,
      dataDir: `.data/bench-${port}`,
      processes,
      dist: BUILDS.bench.outDir,
      baselineDist: BUILDS.baseline.outDir,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      keepData: values['keep-data'],
      onSpawn: (kill) => (killStack = kill),
      onProgress: (message) => log(`  stack: ${message}`),
    }),
  );
  const builds = values['skip-build']
    ? []
    : Object.entries(BUILDS).map(([name, spec]) => clock.time(`vite build (${name})`, () => viteBuild(spec)));
  const [built, started] = await Promise.allSettled([Promise.all(builds), stackStart]);
  if (started.status === 'rejected') {
    await scratch?.stop();
    throw started.reason;
  }
  const stack = started.value;
  if (built.status === 'rejected') {
    await stack.stop();
    await scratch?.stop();
    throw built.reason;
  }
  killStack = stack.kill;
  log(
    `stack ready on ${stack.url} (${stack.database}); seed: ${stack.seed ? `${stack.seed.processes} processes in ${(stack.seed.milliseconds / 1000).toFixed(1)} s` : 'kept'}`,
  );

  const browser = await launchBrowser();
  const secondDatabase: Promise<SecondDatabase> =
    scratch?.ready ??
    Promise.resolve({
      notMeasured: process.env.DATABASE_URL
        ? 'DATABASE_URL given: the main stack is on PostgreSQL'
        : 'figure 9 not selected',
    });
  const ctx: BenchContext = { stack, browser, runs, prodDist: BUILDS.prod.outDir, log, secondDatabase };
  const measurements: Measurement[] = [];
  // Before any figure, on a machine the builds and the seed have left: what this machine's figures can be compared with.
  measurements.push(...(await clock.time('machine calibration', () => machineMeasurements(browser))));
  if (stack.seed) {
    measurements.push({
      figure: '0',
      name: `Seed of ${stack.seed.processes} processes (${stack.database})`,
      unit: 'ms',
      values: [stack.seed.milliseconds],
      ...(builds.length > 0 ? { note: 'beside the three vite builds' } : {}),
    });
  }
  const runFigure = async (id: string): Promise<void> => {
    const figure = FIGURES[id];
    if (!figure) return;
    log(`figure ${id}…`);
    try {
      measurements.push(...(await clock.time(`figure ${figureLabel(id)}`, () => figure(ctx))));
    } catch (error) {
      log(`figure ${id} failed: ${error instanceof Error ? error.stack : String(error)}`);
      measurements.push(failed(id, error));
    }
  };

  // Figure 8 in a browser of its own: see scheduleFigures for why it runs beside the figures it runs beside.
  const drainBrowser = plan.drain ? await launchBrowser() : null;
  try {
    let drain: Promise<void> = Promise.resolve();
    let queued: Promise<void> = Promise.resolve();
    if (plan.drain && drainBrowser) {
      const drainCtx: BenchContext = { ...ctx, browser: drainBrowser, log: (m) => log(`[figure 8] ${m.trim()}`) };
      let onQueued = () => {};
      queued = new Promise((resolve) => (onQueued = resolve));
      const queueStart = clock.elapsed();
      let drainStart = Number.NaN;
      log('figure 8 (own browser)…');
      drain = outboxDrainFigure(drainCtx, {
        cpuSlowdown: false,
        onQueued: () => {
          clock.end('figure 8: sign-in and 20 uploads queued offline', queueStart);
          drainStart = clock.elapsed();
          onQueued();
        },
      })
        .then((rows) => void measurements.push(...rows))
        .catch((error: unknown) => {
          log(`figure 8 failed: ${error instanceof Error ? error.stack : String(error)}`);
          measurements.push(failed('8', error));
        })
        .finally(() => {
          if (Number.isNaN(drainStart)) clock.end('figure 8 (did not reach the drain)', queueStart);
          else clock.end('figure 8: drain over the emulated uplink', drainStart);
          onQueued();
        });
    }
    for (const id of plan.whileQueueing) await runFigure(id);
    await queued;
    for (const id of plan.whileDraining) await runFigure(id);
    await drain;
    for (const id of plan.after) await runFigure(id);
  } finally {
    await drainBrowser?.close();
    await browser.close();
    await clock.time('stack stop', () => stack.stop());
    if (scratch) await clock.time('PostgreSQL stack stop and cluster deletion', () => scratch.stop());
  }

  const second = await secondDatabase;
  if ('stack' in second && second.stack.seed) {
    measurements.push({
      figure: '0',
      name: `Seed of ${second.stack.seed.processes} processes (${second.stack.database}, for figure 9)`,
      unit: 'ms',
      values: [second.stack.seed.milliseconds],
      note: 'a scratch cluster, beside the PGlite seed and the builds',
    });
  }
  const totalMs = clock.elapsed();
  const fullRun =
    !values.only && runs === 5 && !values['skip-build'] && !values['keep-data'] && processes === FULL_SEED;
  const wallRows = wallTimeRows(
    [...clock.phases].sort((a, b) => a.startMs - b.startMs),
    totalMs,
    fullRun,
  );
  const rows = [...wallRows, ...measurements.sort((a, b) => figureOrder(a.figure) - figureOrder(b.figure))].map(toRow);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    `# npm run bench — ${new Date().toISOString()}`,
    '',
    `Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; database ${stack.database}.`,
    `Browser figures: system Chromium, Lighthouse slow 4G (562.5 ms RTT, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up) and 4× CPU slowdown; ${ctx.runs} runs after a warm-up. Whole run: ${(totalMs / 1000).toFixed(0)} s (budget ≤ ${WALL_BUDGET_S} s; the "0 Wall time" rows say where it went).`,
  ];
  const markdown = markdownReport(rows, header);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/report.md', markdown);
  const wallTime = {
    totalSeconds: totalMs / 1000,
    budgetSeconds: WALL_BUDGET_S,
    fullRun,
    phases: clock.phases.map((p) => ({
      name: p.name,
      startSeconds: p.startMs / 1000,
      endSeconds: p.endMs / 1000,
      seconds: (p.endMs - p.startMs) / 1000,
    })),
  };
  const machine = { cpus: cpus().length, cpu, memoryBytes: totalmem(), node: process.version };
  writeFileSync(
    'bench-results/report.json',
    `${JSON.stringify({ date: new Date().toISOString(), machine, database: stack.database, runs: ctx.runs, wallTime, rows }, null, 2)}\n`,
  );
  console.log(`\n${markdown}`);
  const failedRows = failures(rows);
  if (failedRows.length > 0) {
    console.log(`${failedRows.length} budget(s) failed: ${failedRows.map((r) => `${r.figure} ${r.name}`).join('; ')}`);
    process.exitCode = 1;
  }
}

/**
 * Figure 9's PostgreSQL stack (lib/postgres-stack.ts), started now so that its seed runs beside the builds and the
 * PGlite seed; null when figure 9 is not selected or DATABASE_URL already puts the main stack on PostgreSQL.
 */
function startSecondDatabase(
  plan: ReturnType<typeof scheduleFigures>,
  port: number,
  identityPort: number,
  processes: number,
  clock: PhaseClock,
  log: (m: string) => void,
): ScratchStack | null {
  const selected = [...plan.whileQueueing, ...plan.whileDraining, ...plan.after].includes('9');
  if (!selected || process.env.DATABASE_URL) return null;
  const started = clock.elapsed();
  const scratch = startScratchPostgresStack({
    port: port + 2,
    identityPort: identityPort + 1,
    processes,
    dist: BUILDS.bench.outDir,
    baselineDist: BUILDS.baseline.outDir,
    onProgress: (message) => log(`  PostgreSQL stack: ${message}`),
  });
  void scratch.ready.then((outcome) => {
    clock.end('PostgreSQL stack: cluster, start and seed (child process, for figure 9)', started);
    log(
      'stack' in outcome
        ? `PostgreSQL stack ready on ${outcome.stack.url}; seed: ${outcome.stack.seed ? `${(outcome.stack.seed.milliseconds / 1000).toFixed(1)} s` : 'kept'}`
        : `PostgreSQL: not measured (${outcome.notMeasured})`,
    );
  });
  return scratch;
}

/** Figures measured by a module named after another: 2 also gives 3, 4 also gives 5. */
function figureLabel(id: string): string {
  return ({ '2': '2 and 3', '4': '4 and 5' } as Record<string, string>)[id] ?? id;
}

function failed(id: string, error: unknown): Measurement {
  return {
    figure: id,
    name: 'did not complete',
    unit: '',
    values: [Number.NaN],
    budget: { max: 0 },
    note: error instanceof Error ? error.message.split('\n')[0] : String(error),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
