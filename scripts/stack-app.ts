import { resolve } from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../server/app.ts';
import { companyDataConfigFromEnv } from '../server/company-registry/company-registry-config.ts';
import { courtSyncSetupFromEnv } from '../server/court-data/court-data-providers.ts';
import { watchlistsSetupFromEnv } from '../server/watchlists/watchlist-providers.ts';
import { createJwksVerifier } from '../server/auth/token-verifier.ts';
import type { Db } from '../server/db/db.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../server/http/rate-limits.ts';
import { createCognitoClient } from '../server/identity/cognito-sdk.ts';
import { cognitoIdentityAdmin, type IdentityAdmin } from '../server/identity/identity-admin.ts';
import { fetchJwks } from '../server/identity/http-jwks-cache.ts';
import { cachedProbe } from '../server/observability/cached-probe.ts';
import { identityProxy } from '../server/identity/identity-proxy.ts';
import { appConfigFromEnv, IDENTITY_PROXY_PATH } from './app-config-from-env.ts';

/** Where the identity service answers and what its tokens say: all an API instance needs to know of it. */
export interface IdentityEndpoints {
  /** cognito-local's address (the /identity/ proxy and the user administration go there). */
  url: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
  /**
   * Amazon Cognito's region: administration through the SDK's regional endpoint and credential chain, invitations
   * e-mailed. Omitted = the emulator at `url` (temporary passwords shown to the admin).
   */
  region?: string;
}

export interface StackAppOptions {
  /** The built PWA; null serves the API only. */
  staticDir: string | null;
  logger?: BuildAppOptions['logger'];
  env: NodeJS.ProcessEnv;
  enableTestRoutes: boolean;
  rateLimits?: RateLimits;
  courtFeedMinutes: number;
  /** Behind the API_INSTANCES front (scripts/round-robin-proxy.ts): trust its X-Forwarded-For from loopback. */
  trustProxy?: BuildAppOptions['trustProxy'];
  /** Queue tuning (start-api's JOB_* variables): expiry, maintenance and cron check intervals, a test's handler wrapper. */
  jobs?: Omit<NonNullable<BuildAppOptions['jobs']>, 'log' | 'schedules' | 'courtFeedMinutes'>;
  /** Web Push keys and a test's push endpoint origins (every instance signs with the same keys). */
  push?: BuildAppOptions['push'];
  /** Who may read GET /metrics, Node process metrics (the production start); readiness probes the JWKS in any case. */
  observability?: Pick<NonNullable<BuildAppOptions['observability']>, 'metricsToken' | 'processMetrics'>;
  /** Replaces the SDK-backed identity administration (tests). */
  identityAdmin?: IdentityAdmin;
}

/** Readiness fetches the identity's keys at most once a minute while they answer. */
const IDENTITY_PROBE_TTL_MS = 60_000;

/**
 * One API instance as `npm start` serves it — API, PWA and /identity/ proxy on one origin — over an opened, migrated
 * database. Used by the single-process stack (scripts/stack.ts) and by each process of `npm run start:api`.
 */
export async function buildStackApp(db: Db, identity: IdentityEndpoints, options: StackAppOptions): Promise<App> {
  // Preloaded so a broken JWKS fails the start, not the first request (cognito-local never rotates its key).
  const verifier = createJwksVerifier({
    issuer: identity.issuer,
    clientId: identity.clientId,
    jwksUri: identity.jwksUri,
    jwks: await fetchJwks(identity.jwksUri),
  });
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const cognito = createCognitoClient(
    identity.region ? { region: identity.region } : { region: 'local', endpoint: identity.url },
  );
  const app = await buildApp({
    db,
    verifier,
    appConfig: appConfigFromEnv(identity, options.env),
    ...(options.staticDir ? { staticDir: resolve(options.staticDir) } : {}),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    plugins: [identityProxy({ target: identity.url, path: IDENTITY_PROXY_PATH, db, rateLimits })],
    enableTestRoutes: options.enableTestRoutes,
    rateLimits,
    // No e-mail from the emulator: the admin is shown the temporary password once (docs/running.md#the-local-identity-service).
    identityAdmin:
      options.identityAdmin ??
      cognitoIdentityAdmin({
        client: cognito,
        userPoolId: identity.userPoolId,
        delivery: identity.region ? 'email' : 'shown',
      }),
    observability: {
      ...options.observability,
      identityKeys: cachedProbe(async () => void (await fetchJwks(identity.jwksUri)), IDENTITY_PROBE_TTL_MS),
    },
    // Every API instance runs the schedules: pg-boss sends each scheduled job once per period whichever sees it first.
    jobs: { ...options.jobs, schedules: true, courtFeedMinutes: options.courtFeedMinutes },
    // COURT_DATA=djen: real communications from the DJEN, synchronised on DJEN_SYNC_CRON (docs/court-data.md).
    courtData: courtSyncSetupFromEnv(options.env),
    // COMPANY_DATA=minhareceita: companies and partners from the Receita's open data (docs/company-registry.md).
    companyData: companyDataConfigFromEnv(options.env),
    // WATCHLISTS=official: sanctions and PEP flags from the imported official lists (docs/watchlists.md).
    watchlists: watchlistsSetupFromEnv(options.env),
    ...(options.push ? { push: options.push } : {}),
  });
  app.addHook('onClose', async () => cognito.destroy());
  return app;
}
