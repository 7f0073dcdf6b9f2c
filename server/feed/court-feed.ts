import type { CourtFeedReport } from '../../src/contract/court-feed.ts';
import type { Db } from '../db/db.ts';
import {
  baselineNewDocuments, countActiveProcesses, findActiveProcessAt, findDocumentToSync, listFeedOrganizations, markDocumentSynced,
  type FeedOrganizationRow,
} from '../repositories/court-feed.ts';
import { insertMovement } from '../repositories/movements.ts';
import { insertNotification } from '../repositories/notifications.ts';
import { MIDDLE_MOVEMENTS } from '../seed/legal-catalogue.ts';
import { createRng, type Rng } from '../seed/prng.ts';
import { addProcessForDocument } from './feed-new-process.ts';

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

/** Court movements on `count` random active processes; CHANGE_MOVIMENT only when the organization wants it. */
async function addMovements(db: Db, rng: Rng, org: FeedOrganizationRow, count: number, now: Date, report: OrganizationReport): Promise<void> {
  const active = await countActiveProcesses(db, org.id);
  for (let i = 0; i < Math.min(count, active); i++) {
    const processId = await findActiveProcessAt(db, org.id, rng.int(0, active - 1));
    if (processId === null) continue;
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
async function syncMonitoredDocuments(db: Db, rng: Rng, org: FeedOrganizationRow, now: Date, report: OrganizationReport, documentNumber: string | null): Promise<void> {
  report.baselines = await baselineNewDocuments(db, org.id, now);
  const doc = await findDocumentToSync(db, org.id, now, documentNumber);
  if (!doc) return;
  const created = await addProcessForDocument(db, rng, doc, now, org.notify_new_process);
  await markDocumentSynced(db, doc.id, now);
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
    for (const org of await listFeedOrganizations(tx, options.organizationId ?? null)) {
      const report: OrganizationReport = { organizationId: org.id, movementsAdded: 0, processesAdded: 0, baselines: 0, notificationsCreated: 0, processIds: [] };
      await syncMonitoredDocuments(tx, rng, org, now, report, options.documentNumber ?? null);
      await addMovements(tx, rng, org, options.movements ?? 3, now, report);
      organizations.push(report);
    }
  });
  return { organizations, ranAt: now.toISOString() };
}
