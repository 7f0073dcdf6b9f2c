import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { trackStatements } from './statement-tracker.ts';
import { failedQueueOf, JOB_NAMES, JOB_SETTINGS, type JobName, type JobPayloads } from './job-types.ts';

/**
 * The one job queue of the API: pg-boss over the app's own database (why pg-boss: docs/architecture.md#background-work). pg-boss
 * takes an existing connection through its `db.executeSql` hook, so the same queue runs on PGlite (embedded) and on
 * a PostgreSQL server; its jobs are rows, fetched with SKIP LOCKED, so N instances share them and a restart loses none.
 */
interface SendOptions {
  /** A transaction: the job is queued only if it commits (the row it works on and its job, atomically). */
  db?: Db;
  /** At most one queued job with this key (pg-boss singletonKey). */
  singletonKey?: string;
}

export type SendJob = <N extends JobName>(name: N, payload: JobPayloads[N], options?: SendOptions) => Promise<void>;

export interface JobContext {
  log: FastifyBaseLogger | null;
  send: SendJob;
  /** 0 on the first run, then 1, 2… (a retry after a failure or an expiry). */
  retryCount: number;
}

export interface JobHandler<P> {
  /** Does the work. May run twice for one job (crash, expiry): must be idempotent. Throwing = retried later. */
  run(payload: P, context: JobContext): Promise<void>;
  /** Retries exhausted: records the failure where its user sees it (an ERROR state). Idempotent too. */
  onFailed?(payload: P, reason: string): Promise<void>;
}

export type JobHandlers = { [N in JobName]: JobHandler<JobPayloads[N]> };

export interface JobQueueOptions {
  log?: FastifyBaseLogger | null;
  /** Overrides every kind's first retry delay (tests: 0, so a retry does not wait). */
  retryDelaySeconds?: number;
  /** Overrides every kind's expiry (tests of a lost worker). */
  expireInSeconds?: number;
  /**
   * How often an idle worker looks for jobs no wake-up announces: retries once their delay is over, dead letters,
   * scheduled jobs, another instance's jobs (default IDLE_POLL_SECONDS; tests: 0.5).
   */
  pollingIntervalSeconds?: number;
  /** Runs schedules (cron) on this instance; pg-boss sends each scheduled job once per period across instances. */
  schedules?: boolean;
  /** How often pg-boss fails expired jobs so they are retried (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often pg-boss looks at the schedules and sends what is due (default 30 s; tests of the schedule: 1). */
  cronCheckSeconds?: number;
  /** false: this instance queues jobs but runs none (an API-only instance; tests of a restart). Default true. */
  workers?: boolean;
}

export interface JobQueue {
  send: SendJob;
  /** Creates the queues (idempotent) and starts one worker per kind. */
  start(handlers: JobHandlers): Promise<void>;
  /** Stops fetching, waits for running jobs (up to 10 s; past that they are failed and retried elsewhere). */
  stop(): Promise<void>;
  /** Runs `name` on `cron` (UTC) across all instances, once per period; null removes the schedule. */
  setSchedule(name: JobName, cron: string | null): Promise<void>;
  listSchedules(): Promise<{ name: string; cron: string }[]>;
  /** Fails the jobs running past their expiry now (pg-boss does it every maintenance interval): they are retried. */
  expire(): Promise<void>;
  /** Resolves once no job is queued, waiting for a retry or running; rejects after timeoutMs (tests, shutdown). */
  drain(timeoutMs?: number): Promise<void>;
  /** Started and not stopped (readiness): the workers are fetching. */
  isRunning(): boolean;
}

const OPEN_STATES = ['created', 'retry', 'active'] as const;

/**
 * The idle poll. A job this instance sends wakes its worker once the job is committed, and a worker that ran a job
 * looks again at once, so a queue is worked through without waiting on the poll. What is left to find by polling is
 * seconds or minutes late by design (retry delays of 10 s and more, cron schedules, dead letters). At 2 s the 22
 * idle workers (11 kinds and their dead letters) ran 11 statements a second on the API's thread, in bursts every 2 s
 * that slowed the requests in flight (docs/performance.md).
 */
export const IDLE_POLL_SECONDS = 10;

/** pg-boss's countStates(): totals per state, and per queue (in its API, missing from its type declarations). */
type StateCounts = Partial<Record<(typeof OPEN_STATES)[number], number>> & {
  queues?: Record<string, Partial<Record<(typeof OPEN_STATES)[number], number>>>;
};

export function createJobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  const log = options.log ?? null;
  // pg-boss's own SQL (its schema and queue statements) goes through our Db: the bridge, not a query of ours.
  // eslint-disable-next-line no-restricted-syntax
  const statements = trackStatements((text, values) => db.executeSql(text, values));
  const boss = new PgBoss({
    db: { executeSql: statements.executeSql },
    schedule: options.schedules ?? false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    ...(options.cronCheckSeconds
      ? { cronMonitorIntervalSeconds: options.cronCheckSeconds, cronWorkerIntervalSeconds: options.cronCheckSeconds }
      : {}),
  });
  boss.on('error', (error) => log?.error({ err: error }, 'job queue error'));
  const workerIds = new Map<string, string[]>();
  let started = false;

  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  const send: SendJob = async (name, payload, sendOptions = {}) => {
    await boss.send(name, payload, {
      // The same bridge on the caller's transaction, so the job is queued with the row that asked for it.
      ...(sendOptions.db
        ? // eslint-disable-next-line no-restricted-syntax
          { db: { executeSql: (text: string, values: unknown[]) => sendOptions.db!.executeSql(text, values) } }
        : {}),
      ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
    });
    // The worker would find it at its next idle poll: wake it once the job is visible, after the sender's commit.
    (sendOptions.db ?? db).afterCommit(() => setImmediate(() => wake(name)));
  };

  async function createQueues(): Promise<void> {
    for (const name of JOB_NAMES) {
      const settings = JOB_SETTINGS[name];
      const retry = {
        retryLimit: settings.retryLimit,
        retryDelay: options.retryDelaySeconds ?? settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? settings.expireInSeconds,
      };
      const failed = failedQueueOf(name);
      await boss.createQueue(failed, { name: failed, ...retry, retryLimit: 5 });
      const queue = { name, policy: settings.policy, ...retry, deadLetter: failed };
      await boss.createQueue(name, queue);
      // Settings changed since the queue was created (another version, a test's override) apply to new jobs.
      await boss.updateQueue(name, queue);
    }
  }

  // Handlers running on this instance. pg-boss's stop can resolve while one still runs (a fetch in flight when it
  // stopped), and it completes or fails jobs without awaiting: the caller would close the database under them.
  let running = 0;

  async function work(
    name: string,
    run: (job: PgBoss.JobWithMetadata<Record<string, unknown>>) => Promise<void>,
  ): Promise<void> {
    // Filled once work() answers: a job can be fetched before that.
    const worker: { id?: string } = {};
    const id = await boss.work<Record<string, unknown>>(
      name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? IDLE_POLL_SECONDS,
      },
      async ([job]) => {
        if (!job) return;
        running += 1;
        try {
          await run(job);
        } finally {
          running -= 1;
          // pg-boss waits a whole poll after a job unless told otherwise: look again at once, until the queue is empty.
          if (worker.id) boss.notifyWorker(worker.id);
        }
      },
    );
    worker.id = id;
    workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
  }

  return {
    send,
    async start(handlers) {
      await boss.start();
      started = true;
      await createQueues();
      if (options.workers === false) return;
      for (const name of JOB_NAMES) {
        const handler = handlers[name] as JobHandler<unknown>;
        await work(name, async (job) => {
          try {
            await handler.run(job.data, { log, send, retryCount: job.retryCount });
          } catch (error) {
            log?.warn({ err: error, job: name, id: job.id, retryCount: job.retryCount }, 'job failed');
            throw error;
          }
        });
        const onFailed = handler.onFailed;
        await work(failedQueueOf(name), async (job) => {
          const output = job.output as { message?: unknown; value?: { message?: unknown } } | null;
          const reason = String(output?.message ?? output?.value?.message ?? 'falha');
          log?.error({ job: name, payload: job.data, reason }, 'job parked as failed');
          await onFailed?.(job.data, reason);
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      const deadline = Date.now() + 10_000;
      while (running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // pg-boss's un-awaited complete/fail of the last job, and its timekeeper's worker, end before the pool does.
      await statements.settled({ timeoutMs: Math.max(0, deadline - Date.now()) });
    },
    async setSchedule(name, cron) {
      if (cron === null) await boss.unschedule(name);
      else await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async listSchedules() {
      return (await boss.getSchedules()).map((row) => ({ name: row.name, cron: row.cron }));
    },
    async expire() {
      await boss.expire();
    },
    isRunning: () => started,
    async drain(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await (boss as unknown as { countStates(): Promise<StateCounts> }).countStates();
        if (OPEN_STATES.every((state) => !counts[state])) return;
        if (Date.now() > deadline) throw new Error(`jobs still open after ${timeoutMs} ms: ${JSON.stringify(counts)}`);
        // Only the queues with a job waiting: waking every worker each turn kept all of them fetching without pause,
        // and on the embedded database (one connection) those fetches starved the running job's own statements.
        for (const [name, queue] of Object.entries(counts.queues ?? {})) if (queue.created || queue.retry) wake(name);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
