import { defineConfig, devices } from '@playwright/test';

// End-to-end against the real stack that `npm start` runs (identity, API, embedded PostgreSQL, built PWA),
// on its own ports and a fresh data folder, in the system Chromium.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4190);
export const E2E_IDENTITY_PORT = Number(process.env.E2E_IDENTITY_PORT ?? 9239);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: the tests share one stack whose demo users they change (passwords, terms).
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/playwright.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .data/e2e-${E2E_PORT} && node --import tsx scripts/start.ts`,
    url: `${baseURL}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      IDENTITY_PORT: String(E2E_IDENTITY_PORT),
      DATA_DIR: `.data/e2e-${E2E_PORT}`,
      ...(process.env.PWA_DIST ? { PWA_DIST: process.env.PWA_DIST } : {}),
      SEED_PROCESSES: '200',
      COURT_FEED_MINUTES: '0',
      E2E_TEST_ROUTES: '1',
      // Every browser of the run signs in from 127.0.0.1: over ~90 tests that exceeds the per-address sign-in budget
      // of a 15-minute window (a refusal reads 'E-mail ou senha invalido!'). The limits themselves are proven in
      // tests/server/rate-limits.test.ts.
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '5000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
    },
  },
});
