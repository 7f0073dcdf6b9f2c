import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../src/contract/app-config.ts';
import { createAuthCache } from './auth/auth-cache.ts';
import { listenForAuthChanges } from './auth/auth-invalidation.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { registerAuthorization } from './auth/authorize.ts';
import { registerRefusedAdminAudit } from './audit/refusal-events.ts';
import type { TokenVerifier } from './auth/token-verifier.ts';
import type { Db } from './db/db.ts';
import type {} from './http/fastify-decorations.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerOversizedBodies } from './http/oversized-bodies.ts';
import { registerPublicRateLimits } from './http/public-rate-limits.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits.ts';
import { registerRouteCatalogue } from './http/route-catalogue.ts';
import { registerSecurityHeaders, type SetSecurityHeaders } from './http/security-headers.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import { registerStaticPwa } from './http/static-pwa.ts';
import { registerStrictNumericInput } from './http/strict-numeric-input.ts';
import { createFileLinks, loadFileLinkSecret } from './files/file-links.ts';
import { createReportLinks } from './files/report-links.ts';
import { activityRoutes } from './routes/activity-routes.ts';
import { analysisRoutes } from './routes/analysis-routes.ts';
import { relationshipRoutes } from './routes/relationship-routes.ts';
import { relationshipExportRoutes } from './routes/relationship-export-routes.ts';
import type { RelationshipSource } from './relationships/relationship-source.ts';
import { createSeededRelationshipSource } from './relationships/seeded-relationship-source.ts';
import { withLookupTimeout } from './relationships/lookup-timeout.ts';
import { balanceRoutes } from './routes/balance-routes.ts';
import { checklistRoutes } from './routes/checklist-routes.ts';
import { customFieldRoutes } from './routes/custom-field-routes.ts';
import { caseFileRoutes } from './routes/case-file-routes.ts';
import { movementRoutes } from './routes/movement-routes.ts';
import { notificationRoutes } from './routes/notification-routes.ts';
import { organizationRoutes } from './routes/organization-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { peopleRoutes } from './routes/people-routes.ts';
import { monitoringRoutes } from './routes/monitoring-routes.ts';
import { processRoutes } from './routes/process-routes.ts';
import { reportRoutes } from './routes/report-routes.ts';
import { generatedReportRoutes } from './routes/generated-report-routes.ts';
import { billingRoutes } from './routes/billing-routes.ts';
import { searchRoutes } from './routes/search-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { systemRoutes } from './routes/system-routes.ts';
import { termsRoutes } from './routes/terms-routes.ts';
import { testRoutes } from './routes/test-routes.ts';
import { uploadRoutes } from './routes/upload-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { organizationUserRoutes } from './routes/organization-user-routes.ts';
import { auditRoutes } from './routes/audit-routes.ts';
import type { IdentityAdmin } from './identity/identity-admin.ts';
import { pushRoutes } from './routes/push-routes.ts';
import { createPushDispatcher } from './push/push-dispatcher.ts';
import { normalizeTestOrigins } from './push/push-endpoints.ts';
import { createPushSender } from './push/push-sender.ts';
import { generateVapidConfig, vapidProblem, type VapidConfig } from './push/vapid-keys.ts';

/** Web Push (issue 19). */
interface PushOptions {
  /** VAPID keys and subject; default: a pair generated for this process's life (tests; scripts/stack.ts passes real ones). */
  vapid?: VapidConfig;
  /** Loopback origins (http://127.0.0.1:<port>) of a test's push endpoint, accepted besides the push services. Tests only. */
  testOrigins?: readonly string[];
  /** Waits before retrying a failed send (default 2 s, 10 s, 60 s); tests shorten them. */
  retryDelaysMs?: readonly number[];
}
import { createJobHandlers } from './jobs/job-handlers.ts';
import { createJobQueue, type JobHandlers, type JobQueueOptions } from './jobs/job-queue.ts';
import { applySchedules } from './jobs/schedules.ts';

export interface BuildAppOptions {
  /** An opened and migrated database (openDatabase + migrate). */
  db: Db;
  /** Verifies bearer ID tokens; createJwksVerifier() in production, a key-pair verifier in tests. */
  verifier: TokenVerifier;
  /** Served at /app-config.json and used for the CSP (Sentry and identity origins). */
  appConfig: AppConfig;
  /** The built PWA (vite's dist/); omitted = API only. */
  staticDir?: string;
  /** Pino logging of requests (off by default, for tests). */
  logger?: boolean;
  /** Extra plugins (e.g. the /identity proxy), registered after the API routes and before the SPA fallback. */
  plugins?: FastifyPluginAsync[];
  /** Trust X-Forwarded-* from a TLS-terminating proxy (enables HSTS there); a string names the trusted addresses (Fastify). */
  trustProxy?: boolean | string;
  /** Largest accepted request body in bytes (default 1 MiB); larger → 413. */
  bodyLimit?: number;
  /** Key that signs file download links; default: one generated once and kept in the database (server_secrets). */
  fileLinkSecret?: string;
  /** Brute-force limits of the unauthenticated routes (default DEFAULT_RATE_LIMITS; env: rateLimitsFromEnv). */
  rateLimits?: RateLimits;
  /** The QSA/KYC provider (default: the seeded one, server/relationships/seeded-relationship-source.ts). */
  relationshipSource?: RelationshipSource;
  /** Identity administration for adding members and "Reenviar convite"; omitted = those calls answer 503. */
  identityAdmin?: IdentityAdmin;
  /** Registers test-only routes (POST /v1/test/court-feed). Never in production; e2e sets E2E_TEST_ROUTES=1. */
  enableTestRoutes?: boolean;
  /** Web Push: VAPID keys, test origins, retry waits. */
  push?: PushOptions;
  /**
   * The job queue (server/jobs). `schedules: true` (npm start) stores the schedules (retention hourly, the court feed
   * every `courtFeedMinutes`, 0 = off) and runs them on this instance; tests leave schedules off.
   */
  jobs?: JobQueueOptions & {
    courtFeedMinutes?: number;
    /** Tests: wraps the handlers (a fault, a hang) around the real ones. */
    wrapHandlers?: (handlers: JobHandlers) => JobHandlers;
  };
}

export type App = FastifyInstance;

/** Builds the API (and the PWA host when staticDir is set). Call `listen()` or `inject()` on the result. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  // The helmet middleware is built after Fastify(); router errors reach it through this holder.
  const securityHeaders: { set?: SetSecurityHeaders } = {};
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    // Path ids are validated as integers; do not let '/v1/organization/590/' and '//' be different routes.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Finite numbers only (a JSON 1e309 is Infinity); a property a body schema does not declare is refused
    // (400 naming it) instead of silently dropped: the PWA sends only declared properties.
    ajv: { customOptions: { strictNumbers: true, removeAdditional: false } },
    frameworkErrors: frameworkErrors(() => securityHeaders.set),
    // Request ids end up in the audit trail: Fastify's default ('req-1', 'req-2'…) restarts with every process and
    // repeats across instances, so it could not tell two requests apart there.
    genReqId: () => randomUUID(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.db);
  app.decorate('authCache', createAuthCache());
  app.decorate('identityAdmin', options.identityAdmin ?? null);
  // Web Push (issue 19): the court feed hands its notifications to this dispatcher after each committed cycle.
  const vapid = options.push?.vapid ?? generateVapidConfig();
  const vapidError = vapidProblem(vapid);
  if (vapidError) throw new Error(vapidError);
  const pushTestOrigins = normalizeTestOrigins(options.push?.testOrigins ?? []);
  const pushDispatcher = createPushDispatcher(options.db, createPushSender({ vapid, testOrigins: pushTestOrigins }), app.log, {
    ...(options.push?.retryDelaysMs ? { retryDelaysMs: options.push.retryDelaysMs } : {}),
  });
  app.decorate('pushDispatcher', pushDispatcher);
  app.addHook('onClose', () => pushDispatcher.close());
  app.decorateRequest('membership', null);
  registerRouteCatalogue(app);
  registerStrictNumericInput(app);
  registerErrorHandler(app);
  // Before authentication: a 401 or 503 thrown by its hook must carry the headers too.
  securityHeaders.set = await registerSecurityHeaders(app, options.appConfig);
  // Before authentication too: an oversized body is a 413 on every route, and its answer must reach the client.
  registerOversizedBodies(app);
  registerAuthentication(app, { db: options.db, verifier: options.verifier, cache: app.authCache });
  // Changes that must hold at once (a deactivated member, a sign-out) reach this instance's caches through the
  // database (auth-invalidation.ts): the epoch read per request on PostgreSQL, the commit's NOTIFY on PGlite.
  const stopListening = await listenForAuthChanges(options.db, app.authCache);
  app.addHook('onClose', stopListening);
  registerAuthorization(app);
  registerRefusedAdminAudit(app);
  await registerOpenApi(app);
  // Issue 13: before the routes, so its onRoute hook sees them.
  await registerPublicRateLimits(app, options.rateLimits ?? DEFAULT_RATE_LIMITS);

  await app.register(systemRoutes(options.appConfig));
  await app.register(userRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(termsRoutes);
  await app.register(organizationRoutes);
  await app.register(balanceRoutes);
  await app.register(notificationRoutes);
  await app.register(processRoutes);
  await app.register(movementRoutes);
  await app.register(uploadRoutes);
  await app.register(customFieldRoutes);
  await app.register(checklistRoutes);
  await app.register(peopleRoutes);
  await app.register(organizationUserRoutes);
  await app.register(auditRoutes);
  if (options.enableTestRoutes) await app.register(testRoutes);
  const linkSecret = options.fileLinkSecret ?? (await loadFileLinkSecret(options.db));
  await app.register(caseFileRoutes(createFileLinks(linkSecret)));
  // Background work (analyses and their PDFs, relationship graphs, generated reports, retention, the court feed) runs
  // as jobs in the database: any instance may run them, a restart resumes them, and close waits for the running ones.
  const relationshipSource = withLookupTimeout(options.relationshipSource ?? createSeededRelationshipSource());
  const { courtFeedMinutes = 0, wrapHandlers = (handlers: JobHandlers) => handlers, ...queueOptions } = options.jobs ?? {};
  const jobs = createJobQueue(options.db, { log: app.log, ...queueOptions });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.start(wrapHandlers(createJobHandlers(options.db, relationshipSource, pushDispatcher)));
    if (queueOptions.schedules) await applySchedules(jobs, { courtFeedMinutes });
  });
  app.addHook('onClose', () => jobs.stop());
  await app.register(activityRoutes);
  await app.register(monitoringRoutes);
  await app.register(analysisRoutes(jobs.send, createReportLinks(linkSecret)));
  await app.register(relationshipRoutes(relationshipSource, jobs.send));
  await app.register(relationshipExportRoutes);
  await app.register(searchRoutes);
  await app.register(reportRoutes);
  await app.register(generatedReportRoutes(jobs.send));
  await app.register(billingRoutes);
  await app.register(pushRoutes({ publicKey: vapid.publicKey, testOrigins: pushTestOrigins, dispatcher: pushDispatcher }));
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  await registerStaticPwa(app, options.staticDir);
  return app;
}
