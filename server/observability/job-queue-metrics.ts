import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/db.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { listQueueStats } from '../repositories/job-stats.ts';

/**
 * Gauges of the shared job queue, read from the database at each scrape: waiting, running and failed jobs per
 * queue, the age of the oldest waiting one, and whether this instance's workers run. A scrape while the database is
 * down still answers, with painel_job_queue_stats_up 0.
 */
export function registerJobQueueMetrics(registry: Registry, db: Db, queue: () => JobQueue | null): void {
  const gauges: Gauge<'queue'>[] = [];
  // The registry collects every metric at once: the four gauges share one query per scrape.
  let refreshing: Promise<void> | null = null;
  const refresh = () => (refreshing ??= readStats().finally(() => (refreshing = null)));
  const gauge = (name: string, help: string) => {
    const created = new Gauge({ name, help, labelNames: ['queue'] as const, registers: [registry], collect: refresh });
    gauges.push(created);
    return created;
  };
  const waiting = gauge('painel_job_queue_waiting', 'Jobs waiting to run (created or waiting for a retry)');
  const active = gauge('painel_job_queue_active', 'Jobs running now, on any instance');
  const failed = gauge('painel_job_queue_failed', 'Jobs whose retries are exhausted, still kept by the queue');
  const oldest = gauge('painel_job_queue_oldest_waiting_seconds', 'Age of the oldest waiting job');
  const up = new Gauge({
    name: 'painel_job_queue_stats_up',
    help: '1 when the queue statistics could be read from the database',
    registers: [registry],
    collect: refresh,
  });
  new Gauge({
    name: 'painel_job_queue_running',
    help: "1 when this instance's job workers are running",
    registers: [registry],
    collect() {
      this.set(queue()?.isRunning() ? 1 : 0);
    },
  });

  async function readStats(): Promise<void> {
    try {
      const rows = await listQueueStats(db);
      for (const each of gauges) each.reset();
      for (const stats of rows) {
        waiting.set({ queue: stats.queue }, stats.waiting);
        active.set({ queue: stats.queue }, stats.active);
        failed.set({ queue: stats.queue }, stats.failed);
        oldest.set({ queue: stats.queue }, stats.oldestWaitingSeconds);
      }
      up.set(1);
    } catch {
      for (const each of gauges) each.reset();
      up.set(0);
    }
  }
}
