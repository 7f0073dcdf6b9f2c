import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PG_TEST_FILES } from './tests/server/pg-subset.ts';

const SERVER_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };
// jsdom tests: Vitest's defaults (5 s, 10 s) are a few times the slowest test here (~2.3 s), too thin for a CI machine
// that imports every package for the first time while the server tests share its two cores.
const UNIT_TIMEOUTS = { testTimeout: 15_000, hookTimeout: 30_000 };

// Projects: browser-side units in jsdom; server tests in Node against a fresh in-memory database each; and, when a
// PostgreSQL server is given (TEST_DATABASE_URL, set by scripts/run-tests.mjs), a subset of them against it.
export default defineConfig({
  test: {
    // Two workers fit the 2-core machine (and PGlite instances are memory-hungry).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          ...UNIT_TIMEOUTS,
        },
        // As in vite.config.ts: the spreadsheet worker's synchronous zip, not in the package's exports map.
        resolve: {
          alias: {
            'write-excel-file/sync': fileURLToPath(
              new URL('./node_modules/write-excel-file/modules/export/writeXlsxFileUniversal.js', import.meta.url),
            ),
          },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The multi-instance tests need a PostgreSQL server: they run in server-pg only.
          exclude: ['tests/server/multi-instance/**'],
          environment: 'node',
          ...SERVER_TIMEOUTS,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                include: PG_TEST_FILES,
                environment: 'node',
                // Each test context opens its own scratch database on this server (tests/server/helpers/test-database.ts).
                env: { TEST_DB: 'pg' },
                ...SERVER_TIMEOUTS,
              },
            },
          ]
        : []),
    ],
  },
});
