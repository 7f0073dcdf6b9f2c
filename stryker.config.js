// @ts-check
/**
 * Mutation testing of the pure core (issue 22): `npm run mutation`. Stryker changes one rule at a time in the files
 * below (a `<` into `<=`, a 0 into 1, a branch removed…) and runs the tests that cover it; a mutant the tests do not
 * notice "survives" and points at a rule no test pins. Reports: reports/mutation/ (HTML + JSON, git-ignored).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    // Documents (CPF/CNPJ, alphanumeric CNPJ), CNJ, money (formatting and parsing), dates, profile groups.
    'src/contract/brazil-document.ts',
    'src/contract/money.ts',
    'src/contract/dates.ts',
    'src/contract/pt-br-number.ts',
    'src/contract/plural.ts',
    'src/contract/constants/profiles.ts',
    // Formatting and parsing.
    'src/contract/cnj.ts',
    'src/features/processes/process-search.ts',
    'src/lib/br-date.ts',
    'src/lib/format-date.ts',
    'src/lib/special-dates.ts',
    'src/lib/notification-count.ts',
    'src/lib/percentage-change.ts',
    'src/lib/query-params.ts',
    'src/lib/safe-url.ts',
    // Offline state machines and rules (only the pure functions of mixed files).
    'src/offline/outbox-machine.ts',
    'src/offline/persist-filter.ts',
    'src/offline/storage-quota.ts',
    'src/offline/app-badge.ts:9-50',
    'src/offline/query-persistence.ts:20-23',
    'src/offline/stale-deploy.ts:19-26',
    // Server domain rules.
    'server/domain/risk-categories.ts',
    'server/domain/balance.ts',
    'server/domain/pause-rules.ts',
    'server/domain/calendar.ts',
    // Authorization: route access declarations and their check, ownership scope.
    'server/auth/access.ts',
    'server/auth/authorize.ts:15-28',
    'server/auth/resource-ownership.ts:60-67',
  ],
  coverageAnalysis: 'perTest',
  // The machine has 2 cores shared with other work.
  concurrency: 2,
  // Busy machine: an honest test may be slow; only an endless loop should time out.
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
};
