import autocannon from 'autocannon';
import type { Measurement } from '../lib/budget.ts';
import type { BenchContext } from '../lib/context.ts';
import { idTokenFor } from '../lib/identity-token.ts';
import { floorTarget, loadTargets, type Target } from '../lib/api-load-targets.ts';
import type { BenchStack } from '../lib/stack-process.ts';
import { percentile, perSecondP95, type TimedSample } from '../lib/stats.ts';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';

const CONNECTIONS = 50;
/**
 * Each read is measured in ROUNDS windows of LOAD_S seconds, one per round, the rounds going through every endpoint
 * in turn (~17 s apart); its latencies are the median over its windows of each window's percentile. Measured in one
 * 4-s window, a read's p95 strayed by up to 25 % from one run to the next: a whole window slowed, the API's process
 * using 110–120 % of a core (V8's background threads) where it used 100 % when steady, for a few seconds; and the
 * stack's first round runs slower than the later ones (the first minute under load: heap growth, PGlite's memory, a
 * fresh PostgreSQL cluster's first reads after its seed). The median of three windows far apart leaves out one slow
 * window, whatever slowed it; pooling the answers would not (a pooled p95 follows the slower window). A window's p95
 * at 1.5 s and 2,000+ req/s rests on 3,000+ answers. Only the first round warms the endpoint (WARM_UP_S, after the
 * stack's warm-up below has run every endpoint once: JIT, plans, pools), half a second: the whole run's 600 s.
 */
const ROUNDS = 3;
const LOAD_S = 1.5;
const WARM_UP_S = 0.5;
/**
 * The floor, before the first read window and after every FLOOR_EVERY read windows, 2 s each (6,000+ requests at its
 * ~3,000–9,000 req/s); the ratios use the median p95 of a stack's seven windows. Measured once before the reads and
 * once after, the floor moved by up to 25 % between the two (a process still warming up: the warm-up below now covers
 * every endpoint), and once warm, one window's p95 still strays by ±10 % from the next (the load generator near its
 * limit on the same two cores at ~7,000 req/s) with no trend over the stack's minute: the median of seven is the
 * steadiest denominator.
 */
const FLOOR_S = 2;
const FLOOR_EVERY = 3;
/**
 * Before the first floor of a stack, 1 s on every endpoint (the first one measured after the seed ran slow), the
 * heavy ones first: after their large answers (the graph's ~100 KB each) the API took ~3 s to settle (the floor's
 * p95 second by second: 18.7, 11.6, 10.7, 9.5 ms), which fell on the first floor and the process list when the light
 * reads were warmed first. Now the light reads' warm-up covers it.
 */
const STACK_WARM_UP_S = 1;
const heavyFirst = (targets: readonly Target[]): Target[] => [
  ...targets.filter((t) => t.heavy),
  ...targets.filter((t) => !t.heavy),
];
/**
 * The budgets: each read's p95 at 50 connections as a multiple of the floor's (api-load-targets.ts, floorTarget), on
 * the same stack in the same minute. At 50 connections p95 ≈ 50 × a request's service time on the API's one thread,
 * so a machine whose thread or whose PGlite (WebAssembly) runs at half the speed doubles every p95 alike: the absolute
 * 30 ms of issue 21 passed on one quiet 2-core machine and failed by 60 % on another of the same kind with the same code
 * (docs/performance.md, issue 32). The ratio is what the code decides: what a read costs beyond the least an
 * authenticated read costs. c118b13, whose light reads met 30 ms on the reference machine, measures 2.00–2.29 × here on
 * both databases; 2.6 leaves it the 12 % headroom it had there. The extract's and the audit search's 100 ms were ~4
 * and ~2 light reads: 5.5 and 4 × the floor (c118b13: 3.4–4.9 and 2.2).
 */
const P95_RATIO_BUDGET: Record<string, number> = {
  'process list': 2.6,
  'process detail': 2.6,
  notifications: 2.6,
  'extract of 2026': 5.5,
  'audit trail search': 4,
};
/**
 * The group's graph stays in milliseconds: ~100 KB of brotli per answer, and autocannon parsing ~58 MB/s on the same
 * two cores bounds its p95 (570–720 req/s whatever the API's speed), not the API's thread the floor measures.
 */
const ABSOLUTE_P95_MS: Record<string, number> = { 'relationship graph': 250 };

/** One window of load on one endpoint. */
interface LoadWindow {
  seconds: number;
  /** Every 2xx answer's latency (ms). */
  latencies: number[];
  /** The p95 of each second of the window (stats.ts, perSecondP95), logged: a disturbed second shows there. */
  secondP95s: number[];
  errors: number;
  requests: number;
}

/** A read's figures over its windows: each percentile the median of the windows' (see ROUNDS). */
interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

function combined(windows: readonly LoadWindow[]): LoadResult {
  const sum = (pick: (w: LoadWindow) => number) => windows.reduce((total, w) => total + pick(w), 0);
  const median = (p: number) =>
    percentile(
      windows.map((w) => percentile(w.latencies, p)),
      50,
    );
  return {
    rps: sum((w) => w.requests) / sum((w) => w.seconds),
    p50: median(50),
    p95: median(95),
    p99: median(99),
    errors: sum((w) => w.errors),
    requests: sum((w) => w.requests),
  };
}

function load(url: string | string[], token: string, duration: number): Promise<LoadWindow> {
  // Every 2xx answer's latency as measured (ms, fractional): autocannon's histogram keeps whole milliseconds and has
  // no p95, which on the floor's ~10 ms p95 was a step of ~10 % (docs/performance.md, issue 32).
  const timed: TimedSample[] = [];
  const start = performance.now();
  return new Promise((resolve, reject) => {
    // Several URLs: autocannon spreads the connections over them (its README; @types/autocannon declares one).
    // The PWA's fetch carries the browser's Accept-Encoding (Chromium's below): the graph answer is gzipped for it.
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const instance = autocannon(
      // autocannon checks its duration at each sample (every second by default): a 1.5-s window ran 2 s.
      { url: url as string, connections: CONNECTIONS, duration, headers, sampleInt: 100 },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          seconds: (performance.now() - start) / 1000,
          latencies: timed.map((sample) => sample.latency),
          secondP95s: perSecondP95(timed, start, Math.ceil(duration)),
          errors: result.non2xx + result.errors + result.timeouts,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) timed.push({ at: performance.now(), latency: responseTime });
    });
  });
}

function rows(target: Target, database: string, r: LoadResult, floorP95: number): Measurement[] {
  const label = `${target.name} (${database})`;
  const absolute = ABSOLUTE_P95_MS[target.name];
  const ratio = P95_RATIO_BUDGET[target.name];
  const out: Measurement[] = [
    {
      figure: '9',
      name: `${label}: requests/s`,
      unit: 'req/s',
      values: [r.rps],
      note: `${r.requests} requests in ${ROUNDS} × ${LOAD_S} s; ${target.note}`,
    },
    { figure: '9', name: `${label}: p50 latency`, unit: 'ms', values: [r.p50] },
    {
      figure: '9',
      name: `${label}: p95 latency`,
      unit: 'ms',
      values: [r.p95],
      ...(absolute === undefined ? {} : { budget: { max: absolute } }),
    },
  ];
  if (ratio !== undefined)
    out.push({
      figure: '9',
      name: `${label}: p95 ÷ floor p95`,
      unit: '×',
      values: [r.p95 / floorP95],
      budget: { max: ratio },
      note: `floor p95 ${floorP95.toFixed(1)} ms on this stack (the median of its windows)`,
    });
  out.push(
    { figure: '9', name: `${label}: p99 latency`, unit: 'ms', values: [r.p99] },
    { figure: '9', name: `${label}: errors`, unit: 'count', values: [r.errors], budget: { exact: 0 } },
  );
  return out;
}

/** The ratios' denominator: the median p95 of a stack's floor windows (see FLOOR_S). */
const medianFloorP95 = (windows: readonly LoadResult[]): number =>
  percentile(
    windows.map((r) => r.p95),
    50,
  );

/**
 * The floor windows of a stack (before the first read window and after every FLOOR_EVERY): their median p95 and how
 * far apart the lowest and the highest were.
 */
function floorRows(floor: Target, database: string, windows: readonly LoadResult[]): Measurement[] {
  const label = `${floor.name} (${database})`;
  const sum = (pick: (r: LoadResult) => number) => windows.reduce((total, r) => total + pick(r), 0);
  const p95s = windows.map((r) => r.p95);
  return [
    {
      figure: '9',
      name: `${label}: requests/s`,
      unit: 'req/s',
      values: [sum((r) => r.rps) / windows.length],
      note: `${sum((r) => r.requests)} requests in ${windows.length} × ${FLOOR_S} s, before the first read window and after every ${FLOOR_EVERY}`,
    },
    { figure: '9', name: `${label}: p95 latency`, unit: 'ms', values: [medianFloorP95(windows)] },
    { figure: '9', name: `${label}: p95 highest ÷ lowest`, unit: '×', values: [Math.max(...p95s) / Math.min(...p95s)] },
    {
      figure: '9',
      name: `${label}: errors`,
      unit: 'count',
      values: [sum((r) => r.errors)],
      budget: { exact: 0 },
    },
  ];
}

/** Every endpoint of one stack, one after the other (admin@ in org 590; the graph as master@, see api-load-targets.ts). */
async function measureStack(
  ctx: BenchContext,
  stack: BenchStack,
  database: string,
): Promise<{ rows: Measurement[]; targets: Target[]; token: string }> {
  const token = await idTokenFor(stack.url, stack.clientId, 'admin@exemplo.test', DEMO_PASSWORD);
  const masterToken = await idTokenFor(stack.url, stack.clientId, 'master@exemplo.test', DEMO_PASSWORD);
  const targets = await loadTargets(stack.url, token, masterToken);
  const floor = floorTarget(stack.url, token);
  for (const target of heavyFirst(targets)) await load(target.url, target.token, STACK_WARM_UP_S);
  const measure = async (target: Target, seconds: number, warmUp: number): Promise<LoadWindow> => {
    if (warmUp > 0) await load(target.url, target.token, warmUp);
    ctx.log(`  ${target.name} (${database}): ${CONNECTIONS} connections for ${seconds} s…`);
    const w = await load(target.url, target.token, seconds);
    const perSecond = w.secondP95s.map((p95) => p95.toFixed(1)).join(' / ');
    const p95 = percentile(w.latencies, 95);
    ctx.log(`    p95 ${p95.toFixed(1)} ms (each second: ${perSecond}), ${w.requests} answers, ${w.errors} errors`);
    return w;
  };
  // Warm already after the first: the floor's code path is every read's.
  const floors = [await measure(floor, FLOOR_S, STACK_WARM_UP_S)];
  const windows = targets.map((): LoadWindow[] => []);
  let measured = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, target] of targets.entries()) {
      windows[i]!.push(await measure(target, LOAD_S, round === 0 ? WARM_UP_S : 0));
      if (++measured % FLOOR_EVERY === 0) floors.push(await measure(floor, FLOOR_S, 0));
    }
  const floorResults = floors.map((w) => combined([w]));
  const out = floorRows(floor, database, floorResults);
  const denominator = medianFloorP95(floorResults);
  targets.forEach((target, i) => out.push(...rows(target, database, combined(windows[i]!), denominator)));
  return { rows: out, targets, token };
}

/** The rows of a database that was not measured: no value, no budget, the reason as note (not a failure). */
function notMeasured(database: string, reason: string): Measurement[] {
  return ['process list', 'process detail', 'notifications'].map((name) => ({
    figure: '9',
    name: `${name} (${database}): p95 latency`,
    unit: 'ms',
    values: [],
    note: `not measured: ${reason}`,
  }));
}

/**
 * Figure 9: the API at 50 connections per endpoint, authenticated as the demo admin, on the seeded database (PGlite),
 * then on PostgreSQL (a scratch cluster seeded the same way, lib/postgres-stack.ts) — one after the other, never at
 * once: the two share 2 cores with the load generator. With DATABASE_URL the main stack is on PostgreSQL and the
 * 1-vs-2-instances comparison runs too.
 */
export async function apiLoadFigure(ctx: BenchContext): Promise<Measurement[]> {
  const mainDatabase = ctx.stack.database;
  // The scratch stack seeds beside the first figures: not beside these (a --keep-data run starts here at once).
  const second = await ctx.secondDatabase;
  const main = await measureStack(ctx, ctx.stack, mainDatabase);
  const out = [...main.rows];
  if (ctx.stack.instances)
    out.push(
      ...(await instancesRows(
        ctx,
        ctx.stack.instances,
        main.targets.filter((t) => !t.heavy),
        main.token,
      )),
    );
  if ('stack' in second) out.push(...(await measureStack(ctx, second.stack, second.stack.database)).rows);
  else if (!mainDatabase.startsWith('PostgreSQL')) out.push(...notMeasured('PostgreSQL', second.notMeasured));
  return out;
}

const INSTANCES_LOAD_S = 4;

/**
 * PostgreSQL through DATABASE_URL only: the light endpoints on one API process (scripts/start-api.ts), then on two
 * with the connections spread over both (same run, same seed), and the ratio. On a machine with few cores the
 * processes share them with the load generator and PostgreSQL, so the ratio says how much a second instance helps
 * here, not on a bigger host. Not in the full run's scratch stack: 3 × 2 × 7 s more than its wall-time share.
 */
async function instancesRows(
  ctx: BenchContext,
  fronts: { one: string[]; two: string[] },
  targets: Target[],
  token: string,
): Promise<Measurement[]> {
  const out: Measurement[] = [];
  const base = ctx.stack.url;
  for (const { name, url } of targets) {
    const results: Record<'one' | 'two', LoadResult> = {} as Record<'one' | 'two', LoadResult>;
    for (const count of ['one', 'two'] as const) {
      const target = fronts[count].map((address) => url.replace(base, address));
      await load(target, token, WARM_UP_S);
      ctx.log(
        `  ${name}, ${count === 'one' ? '1 instance' : '2 instances'}: ${CONNECTIONS} connections for ${INSTANCES_LOAD_S} s…`,
      );
      const r = combined([await load(target, token, INSTANCES_LOAD_S)]);
      results[count] = r;
      const label = `${name} (PostgreSQL, ${count === 'one' ? '1 instance' : '2 instances'})`;
      out.push(
        {
          figure: '9',
          name: `${label}: requests/s`,
          unit: 'req/s',
          values: [r.rps],
          note: `${r.requests} requests; connections spread over the instances`,
        },
        { figure: '9', name: `${label}: p95 latency`, unit: 'ms', values: [r.p95] },
        { figure: '9', name: `${label}: errors`, unit: 'count', values: [r.errors], budget: { exact: 0 } },
      );
    }
    out.push(
      {
        figure: '9',
        name: `${name} (PostgreSQL): 2 instances / 1, requests/s`,
        unit: 'ratio',
        values: [results.two.rps / results.one.rps],
      },
      {
        figure: '9',
        name: `${name} (PostgreSQL): 2 instances / 1, p95`,
        unit: 'ratio',
        values: [results.two.p95 / results.one.p95],
      },
    );
  }
  return out;
}
