import fp from 'fastify-plugin';
import { DEMO_COURT_DATA } from '../court-data/court-data-config.ts';
import type { CourtSyncSetup } from '../court-data/sync/court-sync-job.ts';
import { PLUGIN } from '../http/plugin-names.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { createJobQueue, type JobHandlers, type JobQueueOptions } from '../jobs/job-queue.ts';
import { applySchedules } from '../jobs/schedules.ts';
import { withLookupTimeout } from '../relationships/lookup-timeout.ts';
import type { RelationshipSource } from '../relationships/relationship-source.ts';
import { DEMO_COMPANY_DATA, type CompanyDataConfig } from '../company-registry/company-registry-config.ts';
import { relationshipSourceFromConfig } from '../relationships/relationship-source-from-config.ts';
import { registryStatusRecorder } from '../company-registry/registry-status-recorder.ts';
import type { RiskLookup } from '../relationships/risk-lookup.ts';
import { createOfficialRiskLookup } from '../watchlists/official-risk-lookup.ts';
import { DEMO_WATCHLISTS } from '../watchlists/watchlists-config.ts';
import type { WatchlistsSetup } from '../watchlists/watchlist-import-job.ts';
import { tcuCertificatesFromConfig, type TcuCertificates } from '../watchlists/tcu/tcu-certificate-source.ts';

export type JobsOptions = JobQueueOptions & {
  /** Minutes between court-feed cycles when schedules are on; 0 = off. */
  courtFeedMinutes?: number;
  /** Tests: wraps the handlers (a fault, a hang) around the real ones. */
  wrapHandlers?: (handlers: JobHandlers) => JobHandlers;
};

export interface JobsPluginOptions {
  jobs?: JobsOptions;
  /** The QSA/KYC provider (default: the one companyData asks for). */
  relationshipSource?: RelationshipSource;
  /** COMPANY_DATA (company-registry-config.ts); default the demo: the seeded world with the demo register. */
  companyData?: CompanyDataConfig;
  /** Risks of a real register's entities (the watchlists); default the demo world's (demo-risk-lookup.ts). */
  riskLookup?: RiskLookup;
  /** Court data for the `court-sync` job (default: the demo's, unscheduled). */
  courtData?: CourtSyncSetup;
  /** The official lists' import and matching (WATCHLISTS=official); default: the demo world's flags, no import. */
  watchlists?: WatchlistsSetup;
  /** The TCU's certificates; default: the TCU's service with WATCHLISTS=official, the demo world's flags otherwise. */
  tcuCertificates?: TcuCertificates;
}

/**
 * Background work (analyses and their PDFs, relationship graphs, generated reports, retention, the court feed) runs
 * as jobs in the database: any instance may run them, a restart resumes them, and close waits for the running ones.
 */
export const jobs = fp<JobsPluginOptions>(
  async (app, options) => {
    // WATCHLISTS=official: the imported lists flag whatever the registry (demo or real) says the entities are.
    const riskLookup =
      options.riskLookup ??
      (options.watchlists?.config.mode === 'official' ? createOfficialRiskLookup(app.db) : undefined);
    const relationshipSource = withLookupTimeout(
      options.relationshipSource ??
        relationshipSourceFromConfig(options.companyData ?? DEMO_COMPANY_DATA, {
          ...(riskLookup ? { riskLookup } : {}),
          warn: (details, message) => app.log.warn(details, message),
          recordOutcome: registryStatusRecorder(app.db, 'MINHA_RECEITA', (details, message) =>
            app.log.warn(details, message),
          ),
        }),
    );
    app.decorate('relationshipSource', relationshipSource);
    app.decorate('courtDataConfig', options.courtData?.config ?? DEMO_COURT_DATA);
    app.decorate('watchlistsConfig', options.watchlists?.config ?? DEMO_WATCHLISTS);
    app.decorate(
      'tcuCertificates',
      options.tcuCertificates ??
        tcuCertificatesFromConfig(options.watchlists?.config ?? DEMO_WATCHLISTS, options.watchlists?.deps),
    );
    app.decorate('companyDataConfig', options.companyData ?? DEMO_COMPANY_DATA);
    const {
      courtFeedMinutes = 0,
      wrapHandlers = (handlers: JobHandlers) => handlers,
      ...queueOptions
    } = options.jobs ?? {};
    const queue = createJobQueue(app.db, { log: app.log, ...queueOptions });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      await queue.start(
        wrapHandlers(
          createJobHandlers(
            app.db,
            relationshipSource,
            app.pushDispatcher,
            options.courtData,
            options.watchlists,
            riskLookup ?? null,
          ),
        ),
      );
      if (queueOptions.schedules)
        await applySchedules(queue, {
          courtFeedMinutes,
          courtSyncCron: options.courtData?.config.syncCron ?? null,
          watchlistImportCron: options.watchlists?.config.importCron ?? null,
        });
    });
    app.addHook('onClose', () => queue.stop());
  },
  { name: PLUGIN.jobs, dependencies: [PLUGIN.core] },
);
