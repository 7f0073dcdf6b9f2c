/**
 * npm run start:api — ONE API instance (API, PWA and /identity/ proxy, and a job worker) on the PostgreSQL server of
 * DATABASE_URL, for running N of them behind any HTTP load balancer (docs/running.md#several-api-instances). It migrates
 * (safe concurrently) but never seeds, and starts no identity service: it uses the one named by
 *   IDENTITY_URL (cognito-local, e.g. http://127.0.0.1:9229), IDENTITY_USER_POOL_ID, IDENTITY_CLIENT_ID,
 *   IDENTITY_ISSUER (default IDENTITY_URL/pool), IDENTITY_JWKS_URI (default issuer/.well-known/jwks.json).
 * Also: PORT (4180; 0 = any free port), HOST (127.0.0.1), PWA_DIST (dist; empty = API only), COURT_FEED_MINUTES,
 * TRUST_PROXY (addresses whose X-Forwarded-For is believed, e.g. 127.0.0.1 behind the API_INSTANCES front),
 * JOB_EXPIRE_SECONDS, JOB_MAINTENANCE_SECONDS, JOB_RETRY_DELAY_SECONDS, JOB_POLL_SECONDS, JOB_CRON_CHECK_SECONDS (queue
 * tuning: when a lost worker's job is picked up again, how often schedules are checked), and the RATE_LIMIT_* of
 * npm start. With E2E_TEST_ROUTES=1, JOB_TEST_HOLD_FILE makes first analysis runs hang (scripts/test-job-hold.ts).
 * Prints `API_READY <url>` once it listens (scripts/api-instances.ts waits for that line).
 */
import { resolve } from 'node:path';
import { loadOrCreateVapidKeys } from '../server/push/vapid-keys.ts';
import { DEFAULT_CONTACT } from './app-config-from-env.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { newerSchemaProblem, schemaStatus } from '../server/db/schema-version.ts';
import { READY_PREFIX } from './api-instances.ts';
import { installShutdown, stackOptionsFromEnv } from './env-options.ts';
import { checkListenHost } from './listen-host.ts';
import { buildStackApp, type IdentityEndpoints, type StackAppOptions } from './stack-app.ts';
import { holdFirstAnalysisRuns } from './test-job-hold.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} é obrigatório para npm run start:api.`);
  return value;
}

function identityFromEnv(): IdentityEndpoints {
  const url = required('IDENTITY_URL').replace(/\/$/, '');
  const userPoolId = required('IDENTITY_USER_POOL_ID');
  const issuer = process.env.IDENTITY_ISSUER || `${url}/${userPoolId}`;
  return {
    url,
    userPoolId,
    clientId: required('IDENTITY_CLIENT_ID'),
    issuer,
    jwksUri: process.env.IDENTITY_JWKS_URI || `${issuer}/.well-known/jwks.json`,
  };
}

/** A positive number from the environment, or nothing. */
function seconds(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = Number(env[name] ?? '');
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function jobTuningFromEnv(env: NodeJS.ProcessEnv, testMode: boolean): NonNullable<StackAppOptions['jobs']> {
  const tuning: NonNullable<StackAppOptions['jobs']> = {};
  const set = <K extends keyof typeof tuning>(key: K, value: (typeof tuning)[K] | undefined) => {
    if (value !== undefined) tuning[key] = value;
  };
  set('expireInSeconds', seconds(env, 'JOB_EXPIRE_SECONDS'));
  set('maintenanceIntervalSeconds', seconds(env, 'JOB_MAINTENANCE_SECONDS'));
  set('retryDelaySeconds', seconds(env, 'JOB_RETRY_DELAY_SECONDS'));
  set('pollingIntervalSeconds', seconds(env, 'JOB_POLL_SECONDS'));
  set('cronCheckSeconds', seconds(env, 'JOB_CRON_CHECK_SECONDS'));
  if (testMode && env.JOB_TEST_HOLD_FILE) tuning.wrapHandlers = holdFirstAnalysisRuns(env.JOB_TEST_HOLD_FILE);
  return tuning;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('npm run start:api precisa de DATABASE_URL: o banco embutido (PGlite) só abre em um processo.');
  const options = stackOptionsFromEnv(process.env, { port: 4180 });
  const host = options.host ?? '127.0.0.1';
  const hostCheck = checkListenHost(host, process.env);
  if (!hostCheck.ok) throw new Error(hostCheck.message);
  const db = await openDatabase({ url: databaseUrl });
  // A database a newer release migrated is refused, not run with queries that do not know its tables.
  const newer = newerSchemaProblem(await schemaStatus(db));
  if (newer) throw new Error(newer);
  await migrate(db);
  const app = await buildStackApp(db, identityFromEnv(), {
    staticDir: process.env.PWA_DIST === undefined ? 'dist' : process.env.PWA_DIST || null,
    env: process.env,
    enableTestRoutes: options.enableTestRoutes ?? false,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    courtFeedMinutes: options.courtFeedMinutes ?? 0,
    ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}),
    jobs: jobTuningFromEnv(process.env, options.enableTestRoutes ?? false),
    // VAPID_* from the environment (API_INSTANCES passes the stack's), else the keys kept in DATA_DIR.
    push: {
      vapid:
        options.vapid ??
        (await loadOrCreateVapidKeys(resolve(options.dataDir ?? '.data'), {
          CONTACT_EMAIL: DEFAULT_CONTACT.email,
          ...process.env,
        })),
      testOrigins: options.pushTestOrigins ?? [],
    },
  });
  installShutdown(
    async () => {
      await app.close();
      await db.close();
    },
    (message) => console.error(message),
  );
  const address = await app.listen({ host, port: options.port ?? 4180 });
  console.log(`${READY_PREFIX}${address}`);
}

main().catch((error: unknown) => {
  console.error(
    `Não foi possível iniciar a instância da API: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
