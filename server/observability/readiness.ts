import type { Db } from '../db/db.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { pingDatabase } from '../repositories/health.ts';

export type CheckState = 'ok' | 'failing' | 'not-configured';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; identity: CheckState; jobs: CheckState };
}

export interface ReadinessProbes {
  db: Db;
  jobs: JobQueue;
  /** Fetches the identity service's signing keys; omitted = not checked. */
  identityKeys?: () => Promise<void>;
  timeoutMs: number;
}

/** The work, or a rejection once `ms` passed: a database that hangs is as unready as one that refuses. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const state = (work: Promise<unknown>, ms: number): Promise<CheckState> =>
  within(work, ms).then(
    () => 'ok' as const,
    () => 'failing' as const,
  );

/**
 * Whether this instance can serve: the database answers, the identity service's keys can be fetched (new sign-ins
 * need them), and the job workers run. Checked in parallel, each bounded by the timeout.
 */
export async function checkReadiness(probes: ReadinessProbes): Promise<Readiness> {
  const [database, identity] = await Promise.all([
    state(pingDatabase(probes.db), probes.timeoutMs),
    probes.identityKeys ? state(probes.identityKeys(), probes.timeoutMs) : Promise.resolve('not-configured' as const),
  ]);
  const jobs: CheckState = probes.jobs.isRunning() ? 'ok' : 'failing';
  return {
    ready: database !== 'failing' && identity !== 'failing' && jobs !== 'failing',
    checks: { database, identity, jobs },
  };
}
