import { defineConfig } from 'vitest/config';

// Two projects: browser-side units in jsdom, server tests in Node against a fresh in-memory database each.
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
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
