import type { CourtFeedReport } from '../../src/contract/court-feed.ts';
import type { Db } from '../db/db.ts';
import {
  baselineNewDocuments,
  countActiveProcesses,
  findActiveProcessAt,
  findDocumentToSync,
  listFeedOrganizations,
  markDocumentSynced,
  type FeedOrganizationRow,
} from '../repositories/court-feed.ts';
import { insertMovement } from '../repositories/movements.ts';
import { insertNotification } from '../repositories/notifications.ts';
import { MIDDLE_MOVEMENTS } from '../seed/legal-catalogue.ts';
import { createRng, type Rng } from '../seed/prng.ts';
import { addProcessForDocument } from './feed-new-process.ts';

interface CourtFeedOptions {
  now?: Date;
  /** PRNG seed; the same seed on the same data gives the same cycle. Default: derived from `now`. */
  seed?: number;
  /** Only this organization (default: every organization). */
  organizationId?: number;
  /** Movements added per organization per cycle (default 3). */
  movements?: number;
  /** Only this monitored document may get the new process (tests aiming at one document). */
  documentNumber?: string;
  /**
   * Told, after the cycle's transaction committed, which notifications it created per organization (the push
   * dispatcher's enqueue). It must not throw or wait; a failure there is logged, never the feed's.
   */
  onNotificationsCreated?: (created: CreatedNotifications) => void;
}

/** The notifications one cycle created for one organization. */
interface CreatedNotifications {
  organizationId: number;
  notificationIds: number[];
}

type OrganizationReport = CourtFeedReport['organizations'][number];
/** The report, plus the ids of the notifications created (not part of the API's answer). */
type OrganizationRun = OrganizationReport & { notificationIds: number[] };

/** Court movements on `count` random active processes; CHANGE_MOVIMENT only when the organization wants it. */
async function addMovements(
  db: Db,
  rng: Rng,
  org: FeedOrganizationRow,
  count: number,
  now: Date,
  report: OrganizationRun,
): Promise<void> {
  const active = await countActiveProcesses(db, org.id);
  for (let i = 0; i < Math.min(count, active); i++) {
    const processId = await findActiveProcessAt(db, org.id, rng.int(0, active - 1));
    if (processId === null) continue;
    const movement = rng.pick(MIDDLE_MOVEMENTS);
    const at = new Date(now.getTime() + i); // distinct instants keep the timeline order stable
    await insertMovement(db, {
      organizationId: org.id,
      processId,
      date: at.toISOString(),
      class: movement.class,
      text: movement.text,
      isManual: false,
      createdBy: null,
    });
    report.movementsAdded++;
    report.processIds.push(processId);
    if (org.notify_change_process) {
      const id = await insertNotification(db, {
        organizationId: org.id,
        type: 'CHANGE_MOVIMENT',
        processId,
        at,
        movement: { ...movement, date: at },
      });
      report.notificationsCreated++;
      if (id !== null) report.notificationIds.push(id);
    }
  }
}

/**
 * Monitored documents: a first sync records the baseline (no alerts); afterwards the document synced longest
 * ago gets one new process per cycle, so a cycle never floods an organization. Paused documents wait.
 */
async function syncMonitoredDocuments(
  db: Db,
  rng: Rng,
  org: FeedOrganizationRow,
  now: Date,
  report: OrganizationRun,
  documentNumber: string | null,
): Promise<void> {
  report.baselines = await baselineNewDocuments(db, org.id, now);
  const doc = await findDocumentToSync(db, org.id, now, documentNumber);
  if (!doc) return;
  const created = await addProcessForDocument(db, rng, doc, now, org.notify_new_process);
  await markDocumentSynced(db, doc.id, now);
  report.processesAdded++;
  report.processIds.push(created.processId);
  if (created.notificationId !== null) {
    report.notificationsCreated++;
    report.notificationIds.push(created.notificationId);
  }
}

/** One cycle of the court feed, in one transaction. */
export async function runCourtFeed(db: Db, options: CourtFeedOptions = {}): Promise<CourtFeedReport> {
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? Math.floor(now.getTime() / 1000));
  const runs: OrganizationRun[] = [];
  await db.transaction(async (tx) => {
    for (const org of await listFeedOrganizations(tx, options.organizationId ?? null)) {
      const run: OrganizationRun = {
        organizationId: org.id,
        movementsAdded: 0,
        processesAdded: 0,
        baselines: 0,
        notificationsCreated: 0,
        processIds: [],
        notificationIds: [],
      };
      await syncMonitoredDocuments(tx, rng, org, now, run, options.documentNumber ?? null);
      await addMovements(tx, rng, org, options.movements ?? 3, now, run);
      runs.push(run);
    }
  });
  // Committed: only now may anyone be told (a rolled-back cycle notifies nobody).
  for (const { organizationId, notificationIds } of runs) {
    if (notificationIds.length === 0 || !options.onNotificationsCreated) continue;
    try {
      options.onNotificationsCreated({ organizationId, notificationIds });
    } catch (error) {
      console.error('Court feed: handing notifications to push failed', error);
    }
  }
  return { organizations: runs.map(({ notificationIds: _ids, ...report }) => report), ranAt: now.toISOString() };
}
