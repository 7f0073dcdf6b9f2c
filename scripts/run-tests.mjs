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

function countFromJson(file, extract) {
  if (!existsSync(file)) return false;
  const counts = extract(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += counts.passed;
  results.failed += counts.failed;
  results.skipped += counts.skipped;
  return true;
}

mkdirSync('test-results', { recursive: true });
const want = (stage) => only.length === 0 || only.includes(stage);

if (want('types')) {
  check('types (app)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.app.json', '--noEmit']);
  check('types (server, scripts, tests)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.node.json', '--noEmit']);
}
if (want('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

if (want('vitest')) {
  rmSync('test-results/vitest.json', { force: true });
  const ok = run('unit + server', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
  const counted = countFromJson('test-results/vitest.json', (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + j.numTodoTests,
  }));
  if (!counted && !ok) results.failed += 1;
}

if (want('e2e')) {
  rmSync('test-results/playwright.json', { force: true });
  const ok = run('end-to-end (Chromium)', 'npx', ['playwright', 'test']);
  const counted = countFromJson('test-results/playwright.json', (j) => ({
    passed: j.stats.expected + j.stats.flaky,
    failed: j.stats.unexpected,
    skipped: j.stats.skipped,
  }));
  if (!counted && !ok) results.failed += 1;
}

const line = `total: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(`\n${line}`);
process.exit(anyFailed ? 1 : 0);
