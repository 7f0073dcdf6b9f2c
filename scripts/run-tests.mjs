// `npm test`: every check in sequence — types, lint, unit + server (vitest), end-to-end (Playwright) — without
// stopping at the first failure, so the closing line counts everything. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const only = process.argv.slice(2);
const results = { passed: 0, failed: 0, skipped: 0 };
let anyFailed = false;

function run(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  if (!ok) anyFailed = true;
  return ok;
}

/** A check with no test counts of its own (types, lint) counts as one test. */
function check(name, cmd, args) {
  const ok = run(name, cmd, args);
  results[ok ? 'passed' : 'failed'] += 1;
}

/** Adds a runner's own counts; a runner that failed without failing a test (crash, config error) counts one failure. */
function countFromJson(file, ok, extract) {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(file)) {
    try {
      counts = extract(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // An unreadable report is a failure of the stage, counted below.
    }
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.passed += counts.passed;
  results.failed += counts.failed;
  results.skipped += counts.skipped;
}

mkdirSync('test-results', { recursive: true });
const want = (stage) => only.length === 0 || only.includes(stage);

if (want('types')) {
  check('types (app)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.app.json', '--noEmit']);
  check('types (server, scripts, e2e and server tests)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.node.json', '--noEmit']);
  check('types (unit tests)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.unit.json', '--noEmit']);
}
if (want('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

if (want('vitest')) {
  rmSync('test-results/vitest.json', { force: true });
  const ok = run('unit + server', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
  countFromJson('test-results/vitest.json', ok, (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + j.numTodoTests,
  }));
}

if (want('e2e')) {
  rmSync('test-results/playwright.json', { force: true });
  const ok = run('end-to-end (Chromium)', 'npx', ['playwright', 'test']);
  countFromJson('test-results/playwright.json', ok, (j) => ({
    passed: j.stats.expected + j.stats.flaky,
    failed: j.stats.unexpected,
    skipped: j.stats.skipped,
  }));
}

const line = `total: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(`\n${line}`);
process.exit(anyFailed ? 1 : 0);
