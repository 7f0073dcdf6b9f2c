import type { Db } from '../db/db.ts';

/** One queue's jobs by state, and the age of its oldest job still waiting (created or waiting for a retry). */
export interface QueueStats {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  oldestWaitingSeconds: number;
}

/**
 * The job queue's depth per queue, read from pg-boss's table (server/jobs/job-queue.ts), so every instance reports
 * the same shared queue. Empty before the queue's first start created its schema.
 */
export async function listQueueStats(db: Db): Promise<QueueStats[]> {
  const present = await db.query<{ present: boolean }>("SELECT to_regclass('pgboss.job') IS NOT NULL AS present");
  if (!present.rows[0]?.present) return [];
  const { rows } = await db.query<{
    queue: string;
    waiting: number;
    active: number;
    failed: number;
    oldest: number | null;
  }>(`
    SELECT name AS queue,
           count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry')))::float8 AS oldest
      FROM pgboss.job
     GROUP BY name
     ORDER BY name`);
  return rows.map((row) => ({
    queue: row.queue,
    waiting: row.waiting,
    active: row.active,
    failed: row.failed,
    oldestWaitingSeconds: Math.max(0, row.oldest ?? 0),
  }));
}
