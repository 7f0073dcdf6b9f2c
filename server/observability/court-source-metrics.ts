import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/db.ts';
import { listCourtSourceHealth } from '../repositories/court-source-metrics.ts';

/** The court data providers' sync status (DJEN, the demo provider), read from the database at each scrape. */
export function registerCourtSourceMetrics(registry: Registry, db: Db): void {
  const gauges: Gauge<'source'>[] = [];
  let refreshing: Promise<void> | null = null;
  const refresh = () => (refreshing ??= read().finally(() => (refreshing = null)));
  const gauge = (name: string, help: string) => {
    const created = new Gauge({ name, help, labelNames: ['source'] as const, registers: [registry], collect: refresh });
    gauges.push(created);
    return created;
  };
  const organizations = gauge('painel_court_source_organizations', 'Organizations a court data source synchronises');
  const failing = gauge(
    'painel_court_source_failing_organizations',
    'Organizations whose last sync with the source had errors',
  );
  const oldest = gauge(
    'painel_court_source_oldest_success_seconds',
    'Seconds since the stalest successful sync of any organization',
  );

  async function read(): Promise<void> {
    try {
      const rows = await listCourtSourceHealth(db);
      for (const each of gauges) each.reset();
      for (const row of rows) {
        organizations.set({ source: row.source }, row.organizations);
        failing.set({ source: row.source }, row.failing);
        oldest.set({ source: row.source }, row.oldestSuccessSeconds);
      }
    } catch {
      // The database is down: painel_job_queue_stats_up says so; these series are left out of this scrape.
      for (const each of gauges) each.reset();
    }
  }
}
