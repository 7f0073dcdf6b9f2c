import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutation` runs against each mutant (stryker.config.mjs): the fast tests of the pure core, in Node
 * (no jsdom), not the whole suite. Stryker reruns every test for each mutant of a module-level constant (the CPF
 * weights, a regex), so every file here must import little and run in milliseconds; React screens, tests that
 * switch process.env.TZ (Stryker runs tests in worker threads, where Node does not re-read TZ) and server tests
 * against a database stay out. A new test of a mutated module is added here (or under tests/unit/core/) to count.
 */
export default defineConfig({
  test: {
    name: 'mutation',
    include: [
      'tests/unit/core/**/*.test.ts',
      'tests/unit/app-badge.test.ts',
      'tests/unit/brazil-document.test.ts',
      'tests/unit/document-mask.test.ts',
      'tests/unit/formatting.test.ts',
      'tests/unit/money.test.ts',
      'tests/unit/offline-storage.test.ts',
      'tests/unit/outbox-machine.test.ts',
      'tests/unit/processes-helpers.test.ts',
      'tests/unit/pt-br-formats-without-intl.test.ts',
      // The pure server rules (no database, no app).
      'tests/server/analysis-rules.test.ts',
      'tests/server/balance.test.ts',
      'tests/server/access-rules.test.ts',
    ],
    environment: 'node',
  },
});
