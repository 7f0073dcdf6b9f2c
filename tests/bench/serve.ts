/**
 * The bench's stack, in its own process so that the load generator and the browser driver never share its event
 * loop: identity + database (seeded) + API serving the bench build on BENCH_PORT, and the same API serving the
 * baseline build (no service worker, no persistence) on BENCH_PORT + 1; on PostgreSQL also two API processes on
 * free ports (figure 9). Prints one "READY {json}" line. BENCH_SECOND_DATABASE=1 (the scratch PostgreSQL stack run.ts
 * starts beside the PGlite one for figure 9): the API alone, no baseline and no extra instances, labelled as such.
 */
import { resolve } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { createJwksVerifier } from '../../server/auth/token-verifier.ts';
import { resetSchema } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { fetchJwks } from '../../server/identity/http-jwks-cache.ts';
import { identityProxy } from '../../server/identity/identity-proxy.ts';
import { appConfigFromEnv, IDENTITY_PROXY_PATH } from '../../scripts/app-config-from-env.ts';
import { startStack } from '../../scripts/stack.ts';
import { apiInstanceEnv, spawnApiInstance, stopChild } from '../../scripts/api-instances.ts';

const env = process.env;
const port = Number(env.BENCH_PORT);
const databaseUrl = env.DATABASE_URL || undefined;
const second = env.BENCH_SECOND_DATABASE === '1';

async function main(): Promise<void> {
  if (databaseUrl) {
    // A server database is reused between runs: start it over so the seed sizes are the named ones.
    const db = await openDatabase({ url: databaseUrl });
    await resetSchema(db);
    await db.close();
  }
  const started = Date.now();
  const stack = await startStack({
    port,
    identityPort: Number(env.BENCH_IDENTITY_PORT),
    dataDir: env.BENCH_DATA_DIR ?? '.data/bench',
    ...(databaseUrl ? { databaseUrl } : {}),
    processes: Number(env.BENCH_PROCESSES ?? 100_000),
    staticDir: env.BENCH_DIST ?? 'dist-bench',
    courtFeedMinutes: 0,
    env: {},
    // Each step of the start on its own line: run.ts logs them with its clock (where the start's time goes).
    onProgress: (message) => console.log(`PROGRESS ${message}`),
  });
  const verifier = createJwksVerifier({
    issuer: stack.identity.issuer,
    clientId: stack.identity.clientId,
    jwksUri: stack.identity.jwksUri,
    jwks: await fetchJwks(stack.identity.jwksUri),
  });
  const baseline = second
    ? null
    : await buildApp({
        db: stack.db,
        verifier,
        appConfig: appConfigFromEnv(stack.identity, {}),
        staticDir: resolve(env.BENCH_BASELINE_DIST ?? 'dist-bench-nosw'),
        plugins: [identityProxy({ target: stack.identity.url, path: IDENTITY_PROXY_PATH, db: stack.db })],
      });
  await baseline?.listen({ host: '127.0.0.1', port: port + 1 });
  const instances = databaseUrl && !second ? await startInstances(databaseUrl, stack.identity) : null;
  const stop = async () => {
    await instances?.stop();
    await baseline?.close().catch(() => {});
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  const ready = {
    url: `http://127.0.0.1:${port}`,
    baselineUrl: `http://127.0.0.1:${port + 1}`,
    clientId: stack.identity.clientId,
    seed: stack.seeded,
    startMs: Date.now() - started,
    database: second ? 'PostgreSQL' : databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite',
    instances: instances ? { one: instances.one, two: instances.two } : null,
  };
  console.log(`READY ${JSON.stringify(ready)}`);
}

/**
 * Figure 9 on PostgreSQL: two API processes (scripts/start-api.ts, as API_INSTANCES=2 runs them) on the seeded
 * database. The load generator spreads its connections over them itself (as an L4 balancer would): a front in
 * this process measured its own limits (~700 req/s on 2 busy cores), not the instances'.
 */
async function startInstances(url: string, identity: Parameters<typeof apiInstanceEnv>[0]) {
  const env = {
    ...process.env,
    ...apiInstanceEnv(identity),
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: '0',
    PWA_DIST: '',
    COURT_FEED_MINUTES: '0',
  };
  const started: Awaited<ReturnType<typeof spawnApiInstance>>[] = [];
  for (const label of ['bench api 1', 'bench api 2'])
    started.push(await spawnApiInstance(env, label, (line) => console.error(line)));
  const addresses = started.map((instance) => instance.url);
  return {
    one: addresses.slice(0, 1),
    two: addresses,
    async stop() {
      await Promise.all(started.map(({ child }) => stopChild(child)));
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
