import { defineConfig } from 'vitest/config';

// Two projects: browser-side units in jsdom, server tests in Node against a fresh in-memory database each.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry; two workers fit the 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
