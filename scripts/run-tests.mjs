// `npm test`: every check in sequence — types, lint, format (Prettier), unit + server (vitest), the PostgreSQL stage (pg), end-to-end
// (Playwright) — without stopping at the first failure, so the closing line counts everything. Exits non-zero if
// anything failed. `npm test -- pg` (or any stage names) runs only those stages.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const only = process.argv.slice(2);
const results = { passed: 0, failed: 0, skipped: 0 };
let anyFailed = false;
/** The names of what failed, repeated just above the closing line: CI shows only the end of the output. */
const failures = [];

/**
 * Runs a stage with its output on screen; with `log`, also copied to that file (through tee), so that a runner failing
 * without a failed test (Vitest's unhandled errors) can be named at the end.
 */
function run(name, cmd, args, env = process.env, log = null) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = log
    ? spawnSync('bash', ['-c', 'set -o pipefail; "$@" 2>&1 | tee "$RUN_TESTS_LOG"', 'run', cmd, ...args], {
        stdio: 'inherit',
        env: { ...env, RUN_TESTS_LOG: log, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
      })
    : spawnSync(cmd, args, { stdio: 'inherit', env });
  const ok = r.status === 0;
  if (!ok) anyFailed = true;
  return ok;
}

/** What a runner's log says went wrong outside any test: Vitest's "Unhandled Errors" block, first lines. */
function unhandledErrors(log) {
  if (!log || !existsSync(log)) return null;
  // Colours off (ESC [ … m): the block's lines are matched and repeated as text.
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const lines = readFileSync(log, 'utf8').replace(colours, '').split('\n');
  const start = lines.findIndex((line) => /Unhandled (Errors?|Rejection)/.test(line));
  if (start < 0) return null;
  const origin = lines.slice(start).filter((line) => /originated in|The latest test that might/.test(line));
  return [...lines.slice(start, start + 12), ...origin]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n      ');
}

/** A check with no test counts of its own (types, lint) counts as one test. */
function check(name, cmd, args) {
  const ok = run(name, cmd, args);
  results[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
}

/** Adds a runner's own counts; a runner that failed without failing a test (crash, config error) counts one failure. */
function countFromJson(file, ok, extract, failedNames, log = null) {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(file)) {
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      counts = extract(report);
      failures.push(...failedNames(report));
    } catch {
      // An unreadable report is a failure of the stage, counted below.
    }
  }
  if (!ok && counts.failed === 0) {
    counts.failed = 1;
    const unhandled = unhandledErrors(log);
    failures.push(`${file}: the runner failed without a failed test${unhandled ? `:\n      ${unhandled}` : ''}`);
  }
  results.passed += counts.passed;
  results.failed += counts.failed;
  results.skipped += counts.skipped;
}

/** Failed tests of a vitest JSON report (Jest's shape), as "file › name". */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    const where = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    if (failed.length === 0 && file.status === 'failed') return [`${where} › (the file failed: ${file.message ?? ''})`];
    return failed.map((a) => `${where} › ${a.fullName}`);
  });
}

/** Failed tests of Playwright's JSON report: a spec whose final outcome was unexpected. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'unexpected'))
        names.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/**
 * One Vitest run: its JSON report in test-results/<stem>.json and its output kept in test-results/<stem>.log, its counts
 * added to the total and its failed tests named at the end.
 */
function runVitest(name, stem, args, env = process.env) {
  const report = `test-results/${stem}.json`;
  const log = `test-results/${stem}.log`;
  rmSync(report, { force: true });
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    log,
  );
  countFromJson(
    report,
    ok,
    (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests }),
    vitestFailures,
    log,
  );
}

/**
 * The server tests that touch SQL and background work, again against a PostgreSQL server (vitest project server-pg,
 * tests/server/pg-subset.ts): TEST_DATABASE_URL when set (.ci/run starts one), else a scratch cluster of our own
 * when PostgreSQL is installed (scripts/pg-scratch.sh), else skipped with the reason — counted as skipped.
 */
function runPostgresStage() {
  let url = process.env.TEST_DATABASE_URL;
  let scratchDir = null;
  if (!url) {
    const started = spawnSync('bash', ['scripts/pg-scratch.sh', 'start'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (started.status === 3) {
      console.log(
        `\n=== PostgreSQL stage SKIPPED: ${started.stderr.trim()} (install PostgreSQL or set TEST_DATABASE_URL)`,
      );
      results.skipped += 1;
      return;
    }
    if (started.status !== 0) {
      console.log(`\n=== PostgreSQL stage FAILED to start a scratch cluster:\n${started.stderr}`);
      results.failed += 1;
      anyFailed = true;
      return;
    }
    [url, scratchDir] = started.stdout.trim().split(' ');
  }
  const pgData = process.env.TEST_PG_DATA || (scratchDir ? `${scratchDir}/data` : '');
  const began = Date.now();
  try {
    runVitest(`server on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`, 'vitest-pg', ['--project', 'server-pg'], {
      ...process.env,
      TEST_DATABASE_URL: url,
    });
    runRestartTest(url, pgData);
  } finally {
    if (scratchDir) spawnSync('bash', ['scripts/pg-scratch.sh', 'stop', scratchDir], { stdio: 'inherit' });
    console.log(`=== PostgreSQL stage: ${Math.round((Date.now() - began) / 1000)} s`);
  }
}

/**
 * The job queue across a PostgreSQL restart (tests/server/jobs-postgres-restart.test.ts): it restarts the cluster, so
 * it runs alone, after the rest of the stage, and only on a cluster whose folder we know (ours or .ci/run's).
 */
function runRestartTest(url, pgData) {
  const located = spawnSync('bash', ['scripts/pg-scratch.sh', 'bin'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!pgData || located.status !== 0) {
    console.log("\n=== PostgreSQL restart test SKIPPED: the cluster's data folder or pg_ctl is unknown (TEST_PG_DATA)");
    results.skipped += 1;
    return;
  }
  const [bin, user] = located.stdout.trim().split(' ');
  runVitest(
    'job queue across a PostgreSQL restart',
    'vitest-pg-restart',
    ['--project', 'server', 'tests/server/jobs-postgres-restart.test.ts'],
    {
      ...process.env,
      TEST_DATABASE_URL: url,
      TEST_PG_DATA: pgData,
      TEST_PG_BIN: bin,
      TEST_PG_RESTART: '1',
      ...(user ? { TEST_PG_USER: user } : {}),
    },
  );
}

mkdirSync('test-results', { recursive: true });
const want = (stage) => only.length === 0 || only.includes(stage);

if (want('types')) {
  check('types (app)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.app.json', '--noEmit']);
  check('types (server, scripts, e2e and server tests)', 'node', [
    'node_modules/typescript-7/bin/tsc',
    '-p',
    'tsconfig.node.json',
    '--noEmit',
  ]);
  check('types (unit tests)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.unit.json', '--noEmit']);
}
if (want('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (want('format')) check('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);

if (want('vitest')) {
  // Named projects: when TEST_DATABASE_URL is set the config adds server-pg, which the pg stage runs.
  runVitest('unit + server', 'vitest', ['--project', 'unit', '--project', 'server']);
}

if (want('pg')) runPostgresStage();

if (want('e2e')) {
  rmSync('test-results/playwright.json', { force: true });
  const ok = run('end-to-end (Chromium)', 'npx', ['playwright', 'test']);
  countFromJson(
    'test-results/playwright.json',
    ok,
    (j) => ({
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected,
      skipped: j.stats.skipped,
    }),
    playwrightFailures,
  );
}

const line = `total: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`;
writeFileSync('test-results/summary.txt', `${line}\n`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${line}`);
process.exit(anyFailed ? 1 : 0);
