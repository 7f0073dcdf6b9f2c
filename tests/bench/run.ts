/**
 * npm run bench [-- --only 1,2,9] [--runs 5] [--keep-data]
 * Builds the app three ways, starts its own stack on a fresh, seeded database, measures every figure of issue 6
 * (one warm-up, then `runs` runs each), writes bench-results/report.{json,md}, prints the table and exits 1 when a
 * budget fails. Ports: BENCH_PORT (4570; the baseline build on BENCH_PORT + 1) and BENCH_IDENTITY_PORT (9629).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { toRow, type Measurement } from './lib/budget.ts';
import { launchBrowser } from './lib/browser.ts';
import { BUILDS, viteBuild } from './lib/builds.ts';
import type { BenchContext, Figure } from './lib/context.ts';
import { failures, markdownReport } from './lib/report.ts';
import { startBenchStack } from './lib/stack-process.ts';
import { apiLoadFigure } from './figures/api-load.ts';
import { bundlesFigure } from './figures/bundles.ts';
import { firstVisitFigures } from './figures/first-visit.ts';
import { outboxDrainFigure } from './figures/outbox-drain.ts';
import { persistenceFigure } from './figures/persistence.ts';
import { processListFigure } from './figures/process-list.ts';
import { repeatVisitFigures } from './figures/repeat-visit.ts';

const FIGURES: [string, Figure][] = [
  ['1', bundlesFigure],
  ['2', firstVisitFigures],
  ['4', repeatVisitFigures],
  ['6', persistenceFigure],
  ['7', processListFigure],
  ['8', outboxDrainFigure],
  ['9', apiLoadFigure],
];
/** Figures measured by a module named after another (2 also gives 3; 4 also gives 5). */
const ALIASES: Record<string, string> = { '3': '2', '5': '4' };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, runs: { type: 'string', default: '5' }, 'keep-data': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false } },
  });
  const only = values.only ? new Set(values.only.split(',').map((f) => ALIASES[f.trim()] ?? f.trim())) : null;
  const started = Date.now();
  const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
  const port = Number(process.env.BENCH_PORT ?? 4570);

  if (!values['skip-build']) {
    for (const [name, spec] of Object.entries(BUILDS)) {
      log(`vite build (${name}) → ${spec.outDir}`);
      viteBuild(spec);
    }
  }
  log('starting the stack and seeding…');
  const stack = await startBenchStack({
    port,
    identityPort: Number(process.env.BENCH_IDENTITY_PORT ?? 9629),
    dataDir: `.data/bench-${port}`,
    processes: Number(process.env.BENCH_PROCESSES ?? 100_000),
    dist: BUILDS.bench.outDir,
    baselineDist: BUILDS.baseline.outDir,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    keepData: values['keep-data'],
  });
  log(`stack ready on ${stack.url} (${stack.database}) in ${(stack.startMs / 1000).toFixed(1)} s; seed: ${stack.seed ? `${stack.seed.processes} processes in ${(stack.seed.milliseconds / 1000).toFixed(1)} s` : 'kept'}`);
  const browser = await launchBrowser();
  const ctx: BenchContext = { stack, browser, runs: Number(values.runs), prodDist: BUILDS.prod.outDir, log };
  const measurements: Measurement[] = [];
  if (stack.seed) measurements.push({ figure: '0', name: `Seed of ${stack.seed.processes} processes (${stack.database})`, unit: 'ms', values: [stack.seed.milliseconds] });
  try {
    for (const [id, figure] of FIGURES) {
      if (only && !only.has(id)) continue;
      log(`figure ${id}…`);
      try {
        measurements.push(...(await figure(ctx)));
      } catch (error) {
        log(`figure ${id} failed: ${error instanceof Error ? error.stack : String(error)}`);
        measurements.push({ figure: id, name: 'did not complete', unit: '', values: [Number.NaN], budget: { max: 0 }, note: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }

  const rows = measurements.map(toRow);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    `# npm run bench — ${new Date().toISOString()}`,
    '',
    `Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; database ${stack.database}.`,
    `Browser figures: system Chromium, Lighthouse slow 4G (562.5 ms RTT, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up) and 4× CPU slowdown; ${ctx.runs} runs after a warm-up. Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  ];
  const markdown = markdownReport(rows, header);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/report.md', markdown);
  writeFileSync('bench-results/report.json', `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: cpus().length, cpu, memoryBytes: totalmem(), node: process.version }, database: stack.database, runs: ctx.runs, rows }, null, 2)}\n`);
  console.log(`\n${markdown}`);
  const failed = failures(rows);
  if (failed.length > 0) {
    console.log(`${failed.length} budget(s) failed: ${failed.map((r) => `${r.figure} ${r.name}`).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
