import { rateLimitsFromEnv } from '../server/http/rate-limits.ts';
import { vapidFromEnv } from '../server/push/vapid-keys.ts';
import { DEFAULT_CONTACT } from './app-config-from-env.ts';
import type { StackOptions } from './stack.ts';

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} deve ser um inteiro entre ${min} e ${max} (recebido: "${raw}").`);
  }
  return value;
}

/**
 * PORT, HOST, DATA_DIR, IDENTITY_PORT, DATABASE_URL, API_INSTANCES, SEED_PROCESSES, COURT_FEED_MINUTES, E2E_TEST_ROUTES,
 * FAKE_HOSTED_UI_PORT, RATE_LIMIT_*, VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/VAPID_SUBJECT and PUSH_TEST_ORIGINS, validated, over the given defaults.
 */
export function stackOptionsFromEnv(env: NodeJS.ProcessEnv, defaults: StackOptions = {}): StackOptions {
  const options: StackOptions = { ...defaults, env };
  const port = integer(env, 'PORT', 0, 65_535);
  const identityPort = integer(env, 'IDENTITY_PORT', 1, 65_535);
  const processes = integer(env, 'SEED_PROCESSES', 0, 10_000_000);
  if (port !== undefined) options.port = port;
  if (identityPort !== undefined) options.identityPort = identityPort;
  if (processes !== undefined) options.processes = processes;
  if (env.HOST) options.host = env.HOST;
  if (env.DATA_DIR) options.dataDir = env.DATA_DIR;
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  const feedMinutes = integer(env, 'COURT_FEED_MINUTES', 0, 24 * 60);
  if (feedMinutes !== undefined) options.courtFeedMinutes = feedMinutes;
  const instances = integer(env, 'API_INSTANCES', 1, 64);
  if (instances !== undefined) options.apiInstances = instances;
  // The local fake of the hosted UI (development and e2e): Google sign-in without Google.
  const hostedUiPort = integer(env, 'FAKE_HOSTED_UI_PORT', 1, 65_535);
  if (hostedUiPort !== undefined) options.fakeHostedUiPort = hostedUiPort;
  options.rateLimits = rateLimitsFromEnv(env, defaults.rateLimits);
  // Test-only routes exist only when the e2e harness asks for them.
  if (env.E2E_TEST_ROUTES === '1') options.enableTestRoutes = true;
  // Web Push (issue 19): configured keys; without them the stack keeps generated ones in DATA_DIR.
  const vapid = vapidFromEnv({ CONTACT_EMAIL: DEFAULT_CONTACT.email, ...env });
  if (vapid) options.vapid = vapid;
  // A local push endpoint a test runs: accepted only next to the test routes, so production can never enable it.
  const testOrigins = (env.PUSH_TEST_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (testOrigins.length > 0) {
    if (!options.enableTestRoutes)
      throw new Error('PUSH_TEST_ORIGINS só vale para os testes: defina também E2E_TEST_ROUTES=1.');
    options.pushTestOrigins = testOrigins;
  }
  return options;
}

/**
 * Runs `stop` once, then exits: on SIGINT/SIGTERM with code 0, or when the returned function is called (e.g. a child
 * died) with its code. A second signal while stopping exits at once (130), for a user who really wants out.
 */
export function installShutdown(stop: () => Promise<void>, log: (message: string) => void): (code: number) => void {
  let stoppingSince = 0;
  const shutdown = (code: number) => {
    if (stoppingSince) return;
    stoppingSince = Date.now();
    stop().then(
      () => {
        log('Tudo encerrado.');
        process.exit(code);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // The same Ctrl+C reaches children too and may arrive here twice in quick succession: only a later one forces.
    if (stoppingSince && Date.now() - stoppingSince > 1_000) {
      log(`${signal} de novo: saindo sem esperar.`);
      process.exit(130);
    }
    if (stoppingSince) return;
    log(`\n${signal} recebido: encerrando…`);
    shutdown(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return shutdown;
}
