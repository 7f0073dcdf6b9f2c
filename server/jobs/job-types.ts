/**
 * Every kind of background work the API does, with its payload. A job is a row in PostgreSQL (pg-boss, see
 * job-queue.ts): any instance on the database may run it, and a handler may run twice (a crash after the work
 * and before the job is marked complete, an expiry), so every handler is idempotent.
 */
export interface JobPayloads {
  /** Computes an analysis (PROCESSING → DONE); a premium one then queues its PDF report. */
  analysis: { analysisId: number };
  /** Builds the PDF of a DONE premium analysis (status_report → READY). */
  'analysis-report': { analysisId: number };
  /** Builds a relationship graph (PROCESSING → DONE, or ERROR when the root's lookup failed). */
  'relationship-analysis': { analysisId: number };
  /** Builds a generated report (QUEUED → PROCESSING → READY, or ERROR with the reason). */
  'generated-report': { reportId: number };
  /** Deletes what is past its retention window (idempotency answers, revoked tokens, old audit rows). */
  retention: Record<string, never>;
  /** One cycle of the demo court feed (new movements and processes → notifications). */
  'court-feed': Record<string, never>;
  /**
   * Issues the bills of every closed month without one (billing/issue-bills.ts), scheduled on the 1st; `now` stands
   * for the run's instant (tests and a catch-up run; the schedule sends none).
   */
  'issue-bills': { now?: string };
  /**
   * One synchronisation of real court communications (court-data/sync): every organization's OAB registrations, or
   * one organization's. Scheduled only with COURT_DATA=djen.
   */
  'court-sync': { organizationId?: number };
  /**
   * Imports the official sanctions and PEP lists (watchlists/watchlist-import.ts): every configured list, or one.
   * Does nothing with WATCHLISTS=demo; scheduled only with WATCHLISTS=official.
   */
  'watchlist-import': { list?: 'CEIS' | 'CNEP' | 'CEPIM' | 'CEAF' | 'PEP' | 'OFAC' | 'UN' };
  /**
   * Screens every organization's monitored documents and graph entities again against the lists as they are now
   * (watchlists/rescreen): a new or ended flag becomes one RISK_CHANGE notification. Queued by a watchlist import that
   * brought a new file version; does nothing with WATCHLISTS=demo.
   */
  'risk-rescreen': { organizationId?: number };
  /** Web Push for the notifications one feed cycle created in one organization (push/push-dispatcher.ts). */
  'push-send': { organizationId: number; notificationIds: number[] };
}

export type JobName = keyof JobPayloads;

/** How a kind of job is retried and when a running one counts as lost (its worker died): picked up again. */
interface JobSettings {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each later one. */
  retryDelaySeconds: number;
  /** A job running longer than this is failed by the queue's maintenance and retried. */
  expireInSeconds: number;
  /** 'singleton': at most one job of the kind runs at a time across all instances (the feed, retention). */
  policy: 'standard' | 'singleton';
}

const WORK: Omit<JobSettings, 'expireInSeconds'> = { retryLimit: 3, retryDelaySeconds: 10, policy: 'standard' };

export const JOB_SETTINGS: Record<JobName, JobSettings> = {
  analysis: { ...WORK, expireInSeconds: 15 * 60 },
  'analysis-report': { ...WORK, expireInSeconds: 15 * 60 },
  'relationship-analysis': { ...WORK, expireInSeconds: 15 * 60 },
  'generated-report': { ...WORK, expireInSeconds: 30 * 60 },
  retention: { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 30 * 60, policy: 'singleton' },
  // A failed cycle is not retried: the next period runs anyway.
  // Idempotent per month (unique key), so a retry or a second instance's run issues nothing twice.
  'issue-bills': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60, policy: 'singleton' },
  'court-feed': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 10 * 60, policy: 'singleton' },
  // Like the feed, not retried: the next scheduled run asks the same window again. Long: 1,000 registrations × 7
  // variants at 0.5 s apart is about an hour.
  'court-sync': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 3 * 60 * 60, policy: 'singleton' },
  // Not retried: a failed list is recorded on the sources screen and the next day's run asks again; a known file is
  // skipped, so a rerun costs a download. Long: the OFAC file is about 30 MB and the PEP list a few hundred thousand rows.
  'watchlist-import': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 60 * 60, policy: 'singleton' },
  // One at a time (a second waits: it would find every change recorded). Retried: a rerun announces nothing twice.
  'risk-rescreen': { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 60 * 60, policy: 'singleton' },
  // Not retried as a whole: the handler retries each device's failed send with backoff (2 s, 10 s, 60 s), and a rerun
  // would repeat the pushes already delivered. Past its expiry (a dead worker) it runs again: a repeated push replaces
  // its notification (same tag) rather than adding one.
  'push-send': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 5 * 60, policy: 'standard' },
};

export const JOB_NAMES = Object.keys(JOB_SETTINGS) as JobName[];

/** The queue where a kind's jobs go once their retries are exhausted (pg-boss's dead letter): its onFailed runs there. */
export const failedQueueOf = (name: JobName): string => `${name}-failed`;
