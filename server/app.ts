import type { CompanyDataConfig } from './company-registry/company-registry-config.ts';
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../src/contract/app-config.ts';
import { refusedAdminAudit } from './audit/refusal-events.ts';
import { authentication } from './auth/authenticate.ts';
import { authInvalidation } from './auth/auth-invalidation.ts';
import { authorization } from './auth/authorize.ts';
import type { TokenVerifier } from './auth/token-verifier.ts';
import { apiRoutes } from './composition/api-routes.ts';
import { core, type PushOptions } from './composition/core.ts';
import { jobs, type JobsOptions } from './composition/jobs.ts';
import type { CourtSyncSetup } from './court-data/sync/court-sync-job.ts';
import type { WatchlistsSetup } from './watchlists/watchlist-import-job.ts';
import type { TcuCertificates } from './watchlists/tcu/tcu-certificate-source.ts';
import type { Db } from './db/db.ts';
import type {} from './http/fastify-decorations.ts';
import { errorHandler } from './http/error-handler.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import { openApi } from './http/openapi.ts';
import { oversizedBodies } from './http/oversized-bodies.ts';
import { publicRateLimits } from './http/public-rate-limits.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits.ts';
import { loggingOptions, type LogSettings } from './http/request-log.ts';
import { routeCatalogue } from './http/route-catalogue.ts';
import { securityHeaders, type SetSecurityHeaders } from './http/security-headers.ts';
import { staticPwa } from './http/static-pwa.ts';
import { strictNumericInput } from './http/strict-numeric-input.ts';
import type { IdentityAdmin } from './identity/identity-admin.ts';
import { appMetrics, type MetricsOptions } from './observability/app-metrics.ts';
import { observabilityRoutes, type ObservabilityOptions } from './observability/health-routes.ts';
import type { RelationshipSource } from './relationships/relationship-source.ts';

export type { PushOptions } from './composition/core.ts';

export interface BuildAppOptions {
  /** An opened and migrated database (openDatabase + migrate). */
  db: Db;
  /** Verifies bearer ID tokens; createJwksVerifier() in production, a key-pair verifier in tests. */
  verifier: TokenVerifier;
  /** Served at /app-config.json and used for the CSP (Sentry and identity origins). */
  appConfig: AppConfig;
  /** The built PWA (vite's dist/); omitted = API only. */
  staticDir?: string;
  /** JSON request logs with secrets redacted (server/http/request-log.ts): off by default, for tests. */
  logger?: boolean | LogSettings;
  /** Extra plugins (e.g. the /identity proxy), registered after the API routes and before the SPA fallback. */
  plugins?: FastifyPluginAsync[];
  /** Trust X-Forwarded-* from a TLS-terminating proxy (enables HSTS there); a string names the trusted addresses, a function decides per hop (Fastify). */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** Largest accepted request body in bytes (default 1 MiB); larger → 413. */
  bodyLimit?: number;
  /** Key that signs file download links; default: one generated once and kept in the database (server_secrets). */
  fileLinkSecret?: string;
  /** Brute-force limits of the unauthenticated routes (default DEFAULT_RATE_LIMITS; env: rateLimitsFromEnv). */
  rateLimits?: RateLimits;
  /** The QSA/KYC provider (default: the seeded one, server/relationships/seeded-relationship-source.ts). */
  relationshipSource?: RelationshipSource;
  /** Where company data comes from (COMPANY_DATA, server/company-registry/company-registry-config.ts); default the demo. */
  companyData?: CompanyDataConfig;
  /** Identity administration for adding members and "Reenviar convite"; omitted = those calls answer 503. */
  identityAdmin?: IdentityAdmin;
  /** Registers test-only routes (POST /v1/test/court-feed). Never in production; e2e sets E2E_TEST_ROUTES=1. */
  enableTestRoutes?: boolean;
  /** Web Push: VAPID keys, test origins, retry waits. */
  push?: PushOptions;
  /** Court data for the `court-sync` job (COURT_DATA, court-data-config.ts); default: the demo's, unscheduled. */
  courtData?: CourtSyncSetup;
  /** The official sanctions and PEP lists (WATCHLISTS, watchlists-config.ts); default: the demo world's flags. */
  watchlists?: WatchlistsSetup;
  /** The TCU's consolidated certificates; default: the TCU's service with WATCHLISTS=official, the demo's otherwise. */
  tcuCertificates?: TcuCertificates;
  /**
   * The job queue (server/jobs). `schedules: true` (npm start) stores the schedules (retention hourly, the court feed
   * every `courtFeedMinutes`, 0 = off) and runs them on this instance; tests leave schedules off.
   */
  jobs?: JobsOptions;
  /** Readiness probes and who may read GET /metrics (server/observability/health-routes.ts); Node process metrics. */
  observability?: ObservabilityOptions & MetricsOptions;
}

export type App = FastifyInstance;

/**
 * Builds the API (and the PWA host when staticDir is set). Call `listen()` or `inject()` on the result. Each part is
 * a named plugin (server/http/plugin-names.ts) whose declared dependencies make Fastify refuse a wrong order.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  // The security headers are set up after Fastify(); the router's own errors reach them through this holder.
  const headers: { set?: SetSecurityHeaders } = {};
  const app = Fastify({
    ...loggingOptions(options.logger),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    // Path ids are validated as integers; do not let '/v1/organization/590/' and '//' be different routes.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Finite numbers only (a JSON 1e309 is Infinity); a property a body schema does not declare is refused
    // (400 naming it) instead of silently dropped: the PWA sends only declared properties.
    ajv: { customOptions: { strictNumbers: true, removeAdditional: false } },
    frameworkErrors: frameworkErrors(() => headers.set),
    // Request ids end up in the audit trail: Fastify's default ('req-1', 'req-2'…) restarts with every process and
    // repeats across instances, so it could not tell two requests apart there.
    genReqId: () => randomUUID(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(appMetrics, { processMetrics: options.observability?.processMetrics ?? false });
  await app.register(core, {
    db: options.db,
    appConfig: options.appConfig,
    identityAdmin: options.identityAdmin,
    fileLinkSecret: options.fileLinkSecret,
    push: options.push,
  });
  await app.register(routeCatalogue);
  await app.register(strictNumericInput);
  await app.register(errorHandler);
  await app.register(securityHeaders, { config: options.appConfig, expose: (set) => (headers.set = set) });
  await app.register(oversizedBodies);
  await app.register(authentication, { verifier: options.verifier });
  await app.register(authInvalidation);
  await app.register(authorization);
  await app.register(refusedAdminAudit);
  await app.register(openApi);
  await app.register(publicRateLimits, { limits: options.rateLimits ?? DEFAULT_RATE_LIMITS });
  await app.register(jobs, {
    jobs: options.jobs,
    relationshipSource: options.relationshipSource,
    ...(options.companyData ? { companyData: options.companyData } : {}),
    courtData: options.courtData,
    watchlists: options.watchlists,
    ...(options.tcuCertificates ? { tcuCertificates: options.tcuCertificates } : {}),
  });
  await app.register(apiRoutes, { enableTestRoutes: options.enableTestRoutes });
  await app.register(observabilityRoutes, options.observability ?? {});
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await app.register(staticPwa, { staticDir: options.staticDir });
  return app;
}
