import type { AppConfig } from '../../src/contract/app-config.ts';
import type { AuthCache } from '../auth/auth-cache.ts';
import type { CourtDataConfig } from '../court-data/court-data-config.ts';
import type { WatchlistsConfig } from '../watchlists/watchlists-config.ts';
import type { TcuCertificates } from '../watchlists/tcu/tcu-certificate-source.ts';
import type { CompanyDataConfig } from '../company-registry/company-registry-config.ts';
import type { Db } from '../db/db.ts';
import type { FileLinks } from '../files/file-links.ts';
import type { ReportLinks } from '../files/report-links.ts';
import type { IdentityAdmin } from '../identity/identity-admin.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PushDispatcher } from '../push/push-dispatcher.ts';
import type { RelationshipSource } from '../relationships/relationship-source.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route queries (server/composition/core.ts). */
    db: Db;
    /** The runtime configuration the PWA reads at /app-config.json (and the CSP's origins). */
    appConfig: AppConfig;
    /** The job queue of all background work (jobs/job-queue.ts); tests await `app.jobs.drain()`. */
    jobs: JobQueue;
    /** Short-lived user and membership rows of callers (auth-cache.ts); clear it when changing them. */
    authCache: AuthCache;
    /** Creates people and re-issues invitations (identity/identity-admin.ts); null = not configured (503). */
    identityAdmin: IdentityAdmin | null;
    /** Web Push sends (push/push-dispatcher.ts): the court feed enqueues; tests await pushDispatcher.idle(). */
    pushDispatcher: PushDispatcher;
    /** The VAPID public key browsers subscribe with, and the loopback origins a test's push endpoint may use. */
    pushSettings: { publicKey: string; testOrigins: readonly string[] };
    /** Signed, short-lived download links of case files. */
    fileLinks: FileLinks;
    /** Signed, short-lived download links of analysis reports. */
    reportLinks: ReportLinks;
    /** The QSA/KYC provider of the relationship graph, bounded by the lookup timeout. */
    relationshipSource: RelationshipSource;
    /** COURT_DATA and the synchronisation's schedule (server/court-data/court-data-config.ts); the demo's by default. */
    courtDataConfig: CourtDataConfig;
    /** WATCHLISTS and the import's schedule (server/watchlists/watchlists-config.ts); the demo's by default. */
    watchlistsConfig: WatchlistsConfig;
    /** The TCU's consolidated certificates (tcu-certificate-source.ts): the TCU's with WATCHLISTS=official, the demo's otherwise. */
    tcuCertificates: TcuCertificates;
    /** COMPANY_DATA and its base URL (company-registry-config.ts), for the "Fontes de dados" screen; the demo's by default. */
    companyDataConfig: CompanyDataConfig;
  }
}
