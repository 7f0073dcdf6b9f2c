import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase, type OpenDatabaseOptions } from '../server/db/open-database.ts';
import { assertPortFree } from '../server/dev-stack/port-check.ts';
import { DEFAULT_IDENTITY_PORT, startIdentity, type IdentityService } from '../server/dev-stack/start-identity.ts';
import { demoGoogleAccounts } from '../server/dev-stack/fake-google-accounts.ts';
import { startFakeHostedUi } from '../server/dev-stack/fake-hosted-ui.ts';
import { seedIfEmpty, type SeedReport } from '../server/seed/seed.ts';
import { restoreDemoInvitations } from '../server/seed/seed-demo-world.ts';
import type { RateLimits } from '../server/http/rate-limits.ts';
import { linkUserSubjects } from '../server/repositories/users.ts';
import { generateVapidConfig, loadOrCreateVapidKeys, type VapidConfig } from '../server/push/vapid-keys.ts';
import { DEFAULT_CONTACT } from './app-config-from-env.ts';
import { startApiInstances } from './api-instances.ts';
import { buildStackApp } from './stack-app.ts';

export interface StackOptions {
  port?: number;
  host?: string;
  /** Git-ignored folder for local state: PGlite in `pglite/`, cognito-local in `identity/`. */
  dataDir?: string;
  identityPort?: number;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (tests): nothing is written to dataDir/pglite. */
  inMemory?: boolean;
  /** Court processes for the seed of an empty database. */
  processes?: number;
  /** The built PWA; null serves the API only (npm run dev, where Vite serves the PWA). */
  staticDir?: string | null;
  logger?: boolean;
  /** Source of OAUTH_DOMAIN, SENTRY_DSN, CONTACT_EMAIL, CONTACT_PHONE. */
  env?: NodeJS.ProcessEnv;
  /** Mounts test-only routes (POST /v1/test/court-feed): e2e only, never in production. */
  enableTestRoutes?: boolean;
  /** Court feed period in minutes (COURT_FEED_MINUTES), a job schedule run once per period across instances; 0 = off. */
  courtFeedMinutes?: number;
  /** Brute-force limits of sign-in, password reset and the public API routes (default DEFAULT_RATE_LIMITS). */
  rateLimits?: RateLimits;
  /** Web Push keys (VAPID_* env); default: generated once into `dataDir/vapid-keys.json` (in memory: for this run). */
  vapid?: VapidConfig;
  /** Loopback origins of a test's push endpoint (PUSH_TEST_ORIGINS, e2e only, with the test routes). */
  pushTestOrigins?: string[];
  /**
   * Port of a local fake of Cognito's hosted UI (FAKE_HOSTED_UI_PORT, development and e2e only): Google sign-in
   * against demo accounts, OAUTH_DOMAIN pointing at it. Needs a fixed `port` (its callback URLs name it).
   */
  fakeHostedUiPort?: number;
  /** API processes (API_INSTANCES, default 1 = in this process); more than one needs databaseUrl. */
  apiInstances?: number;
  /** Told about progress (what starts, what the seed did); silent by default. */
  onProgress?: (message: string) => void;
}

export interface Stack {
  url: string;
  identity: IdentityService;
  /** The in-process API; null with API_INSTANCES > 1 (the API runs in child processes behind a front). */
  app: FastifyInstance | null;
  db: Db;
  seeded: SeedReport | null;
  /** Closes the API, then the database, then ends cognito-local. Safe to call twice. */
  stop(): Promise<void>;
}

function databaseOptions(options: StackOptions, dataDir: string): OpenDatabaseOptions {
  if (options.databaseUrl) return { url: options.databaseUrl };
  if (options.inMemory) return {};
  // The same folder `npm run seed` uses (server/db/database-options.ts).
  return { dataDir: join(dataDir, 'pglite') };
}

/** Identity, database and API on one origin: the whole local product. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? '.data');
  const progress = options.onProgress ?? (() => {});
  const cleanups: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      // Reverse order of start; keep going when one step fails so nothing is left running.
      for (const cleanup of cleanups.splice(0).reverse())
        await cleanup().catch((error: unknown) => console.error(error));
    })());

  const port = options.port ?? 4173;
  // Fail before starting anything when the app's port is taken (port 0 = any free port, for tests).
  if (port !== 0) await assertPortFree(host, port, 'the app', 'PORT');

  try {
    progress('Iniciando a identidade local (cognito-local)…');
    const identity = await startIdentity({
      dataDir: join(dataDir, 'identity'),
      host: '127.0.0.1',
      port: options.identityPort ?? DEFAULT_IDENTITY_PORT,
    });
    cleanups.push(() => identity.stop());

    const dbOptions = databaseOptions(options, dataDir);
    progress(`Abrindo o banco (${dbOptions.url ? 'DATABASE_URL' : (dbOptions.dataDir ?? 'PGlite em memória')})…`);
    const db = await openDatabase(dbOptions);
    cleanups.push(() => db.close());
    await migrate(db);
    const seeded = await seedIfEmpty(db, options.processes === undefined ? {} : { processes: options.processes });
    // Demo rows are bound to their identities now, not by e-mail at a first sign-in (issue 13).
    await restoreDemoInvitations(db);
    await linkUserSubjects(db, identity.subjects);
    if (seeded)
      progress(`Banco vazio: seed com ${seeded.processes} processos em ${(seeded.milliseconds / 1000).toFixed(1)} s.`);

    let env = options.env ?? process.env;
    if (options.fakeHostedUiPort) {
      if (port === 0) throw new Error('FAKE_HOSTED_UI_PORT precisa de uma PORT fixa (as URLs de retorno a nomeiam).');
      const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
      const hostedUi = await startFakeHostedUi({
        port: options.fakeHostedUiPort,
        issuer: identity.issuer,
        clientId: identity.clientId,
        callbackUrls: origins.flatMap((origin) => [`${origin}/`, `${origin}/user/login`]),
        accounts: demoGoogleAccounts(identity.subjects),
      });
      cleanups.push(() => hostedUi.stop());
      env = { ...env, OAUTH_DOMAIN: hostedUi.domain };
      progress(`Login com Google simulado (somente desenvolvimento) em ${hostedUi.url}`);
    }

    const staticDir = options.staticDir === undefined ? 'dist' : options.staticDir;
    // The subject push services may write to: VAPID_SUBJECT, else the contact the app shows.
    const vapidEnv = { CONTACT_EMAIL: DEFAULT_CONTACT.email, ...env };
    const vapid =
      options.vapid ?? (options.inMemory ? generateVapidConfig() : await loadOrCreateVapidKeys(dataDir, vapidEnv));
    const push = { vapid, testOrigins: options.pushTestOrigins ?? [] };
    if (staticDir && !existsSync(resolve(staticDir, 'index.html'))) {
      progress(`Aviso: ${staticDir}/index.html não existe; rode "npx vite build" para servir o PWA.`);
    }
    const instances = options.apiInstances ?? 1;
    if (instances > 1) {
      // N API processes behind a round-robin front; this process keeps the identity service and the database it seeded.
      if (!options.databaseUrl)
        throw new Error('API_INSTANCES > 1 precisa de DATABASE_URL: o banco embutido (PGlite) só abre em um processo.');
      const front = await startApiInstances({
        count: instances,
        host,
        port,
        databaseUrl: options.databaseUrl,
        identity,
        staticDir,
        // Every instance signs pushes with the same keys (browsers' subscriptions are bound to the public key).
        env: {
          ...env,
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          VAPID_SUBJECT: vapid.subject,
          ...(push.testOrigins.length ? { PUSH_TEST_ORIGINS: push.testOrigins.join(',') } : {}),
        },
        courtFeedMinutes: options.courtFeedMinutes ?? 0,
        enableTestRoutes: options.enableTestRoutes ?? false,
        onProgress: progress,
      });
      cleanups.push(() => front.stop());
      return { url: displayUrl(front.url, host), identity, app: null, db, seeded, stop: stopAll };
    }
    const app = await buildStackApp(db, identity, {
      staticDir,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
      env,
      enableTestRoutes: options.enableTestRoutes ?? false,
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      courtFeedMinutes: options.courtFeedMinutes ?? 0,
      push,
    });
    cleanups.push(() => app.close());

    const address = await app.listen({ host, port });
    const url = displayUrl(address, host);
    return { url, identity, app, db, seeded, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** 127.0.0.1 is shown as localhost: the same machine, and the address the README and the issue talk about. */
function displayUrl(address: string, host: string): string {
  return host === '127.0.0.1' ? address.replace('127.0.0.1', 'localhost') : address;
}
