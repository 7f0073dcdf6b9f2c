import type { CourtFeedReport } from '../../src/contract/court-feed.ts';
import type { Db } from '../db/db.ts';
import { insertMovement } from '../repositories/movements.ts';
import { MIDDLE_MOVEMENTS } from '../seed/legal-catalogue.ts';
import { createRng, type Rng } from '../seed/prng.ts';
import { addProcessForDocument, type MonitoredDocumentRow } from './feed-new-process.ts';
import { insertNotification } from './feed-notifications.ts';

export interface CourtFeedOptions {
  now?: Date;
  /** PRNG seed; the same seed on the same data gives the same cycle. Default: derived from `now`. */
  seed?: number;
  /** Only this organization (default: every organization). */
  organizationId?: number;
  /** Movements added per organization per cycle (default 3). */
  movements?: number;
  /** Only this monitored document may get the new process (tests aiming at one document). */
  documentNumber?: string;
}

type OrganizationReport = CourtFeedReport['organizations'][number];

interface OrganizationRow {
  id: number;
  notify_change_process: boolean;
  notify_new_process: boolean;
}

/** Court movements on `count` random active processes; CHANGE_MOVIMENT only when the organization wants it. */
async function addMovements(db: Db, rng: Rng, org: OrganizationRow, count: number, now: Date, report: OrganizationReport): Promise<void> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM processes WHERE organization_id = $1 AND NOT archived', [org.id]);
  const active = rows[0]?.total ?? 0;
  for (let i = 0; i < Math.min(count, active); i++) {
    const pick = await db.query<{ id: number }>(
      'SELECT id FROM processes WHERE organization_id = $1 AND NOT archived ORDER BY id OFFSET $2 LIMIT 1',
      [org.id, rng.int(0, active - 1)],
    );
    const processId = pick.rows[0]?.id;
    if (processId === undefined) continue;
    const movement = rng.pick(MIDDLE_MOVEMENTS);
    const at = new Date(now.getTime() + i); // distinct instants keep the timeline order stable
    await insertMovement(db, { organizationId: org.id, processId, date: at.toISOString(), class: movement.class, text: movement.text, isManual: false, createdBy: null });
    report.movementsAdded++;
    report.processIds.push(processId);
    if (org.notify_change_process) {
      await insertNotification(db, { organizationId: org.id, type: 'CHANGE_MOVIMENT', processId, at, movement: { ...movement, date: at } });
      report.notificationsCreated++;
    }
  }
}

/**
 * Monitored documents: a first sync records the baseline (no alerts); afterwards the document synced longest
 * ago gets one new process per cycle, so a cycle never floods an organization. Paused documents wait.
 */
async function syncMonitoredDocuments(db: Db, rng: Rng, org: OrganizationRow, now: Date, report: OrganizationReport, documentNumber: string | null): Promise<void> {
  const baselined = await db.query(
    'UPDATE monitored_documents SET baseline_at = $2, last_sync_at = $2 WHERE organization_id = $1 AND active AND baseline_at IS NULL RETURNING id',
    [org.id, now.toISOString()],
  );
  report.baselines = baselined.rows.length;
  const { rows } = await db.query<MonitoredDocumentRow>(
    `SELECT id, organization_id, document_number, name FROM monitored_documents
     WHERE organization_id = $1 AND active AND baseline_at < $2 AND (paused_until IS NULL OR paused_until <= $2)
       AND ($3::text IS NULL OR document_number = $3)
     ORDER BY last_sync_at NULLS FIRST, id LIMIT 1`,
    [org.id, now.toISOString(), documentNumber],
  );
  const doc = rows[0];
  if (!doc) return;
  const created = await addProcessForDocument(db, rng, doc, now, org.notify_new_process);
  await db.query('UPDATE monitored_documents SET last_sync_at = $2 WHERE id = $1', [doc.id, now.toISOString()]);
  report.processesAdded++;
  report.processIds.push(created.processId);
  if (created.notified) report.notificationsCreated++;
}

/** One cycle of the court feed, in one transaction. */
export async function runCourtFeed(db: Db, options: CourtFeedOptions = {}): Promise<CourtFeedReport> {
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? Math.floor(now.getTime() / 1000));
  const organizations: OrganizationReport[] = [];
  await db.transaction(async (tx) => {
    const orgs = await tx.query<OrganizationRow>(
      'SELECT id, notify_change_process, notify_new_process FROM organizations WHERE $1::int IS NULL OR id = $1 ORDER BY id',
      [options.organizationId ?? null],
    );
    for (const org of orgs.rows) {
      const report: OrganizationReport = { organizationId: org.id, movementsAdded: 0, processesAdded: 0, baselines: 0, notificationsCreated: 0, processIds: [] };
      await syncMonitoredDocuments(tx, rng, org, now, report, options.documentNumber ?? null);
      await addMovements(tx, rng, org, options.movements ?? 3, now, report);
      organizations.push(report);
    }
  });
  return { organizations, ranAt: now.toISOString() };
}
