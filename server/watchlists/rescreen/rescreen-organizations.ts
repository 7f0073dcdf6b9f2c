import { maskDocumentNumber, normalizeDocument } from '../../../src/contract/brazil-document.ts';
import type { RiskChange } from '../../../src/contract/constants/notifications.ts';
import { brazilDay } from '../../../src/contract/dates.ts';
import type { RiskEntry } from '../../../src/contract/relationship-risks.ts';
import type { Db } from '../../db/db.ts';
import type { PushJob } from '../../push/push-dispatcher.ts';
import { ProviderLookupError } from '../../relationships/relationship-source.ts';
import type { RiskLookup } from '../../relationships/risk-lookup.ts';
import { insertAuditEvent, type AuditActor } from '../../repositories/audit-events.ts';
import { insertRiskNotification } from '../../repositories/notifications.ts';
import { refreshStoredRisks } from '../../repositories/relationships.ts';
import { latestRiskDecisions } from '../../repositories/risk-decisions.ts';
import {
  listScreeningOrganizations,
  loadRiskScreenings,
  lockOrganizationScreening,
  saveRiskScreening,
  type ScreeningOrganizationRow,
} from '../../repositories/risk-screenings.ts';
import { riskChangeText, riskNotificationDetail, riskTitle, STATE_LABELS } from './risk-change-text.ts';
import { screeningSteps, type ScreeningDecision, type ScreeningStep } from './screening-steps.ts';
import { screeningTargets, type ScreeningTarget } from './screening-targets.ts';

/** The re-screening acts on its own: its audit events have no person, request or address. */
const SYSTEM: AuditActor = {
  actorId: null,
  actorName: null,
  actorEmail: null,
  ip: null,
  userAgent: null,
  requestId: null,
};

export interface RescreenReport {
  organizations: number;
  entities: number;
  /** Entities whose lookup failed: left as they were, screened again next time. */
  failed: number;
  changes: number;
  notifications: number;
}

/** One entity as the lists answered for it now. */
export interface LookedUpTarget {
  target: ScreeningTarget;
  risks: RiskEntry[];
}

type Announced = ScreeningStep & { change: RiskChange };

async function lookUp(lookup: RiskLookup, targets: readonly ScreeningTarget[], report: RescreenReport) {
  const looked: LookedUpTarget[] = [];
  for (const target of targets) {
    try {
      looked.push({ target, risks: await lookup(target.entity, 1) });
    } catch (error) {
      if (!(error instanceof ProviderLookupError)) throw error;
      report.failed++;
    }
  }
  return looked;
}

/**
 * One organization, in one transaction: rows, graphs, notifications and audit events commit together. Answers the
 * notifications created (the seed calls it too, to show the demo a change).
 */
export async function screenOrganization(
  db: Db,
  org: ScreeningOrganizationRow,
  looked: readonly LookedUpTarget[],
  now: Date,
  report: RescreenReport,
): Promise<number[]> {
  const today = brazilDay(now) ?? now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await lockOrganizationScreening(tx, org.id);
    const ids = looked.map((item) => item.target.entity.id);
    // Read under the lock: a run that waited for another sees what that one wrote, and announces nothing twice.
    const previous = await loadRiskScreenings(tx, org.id, ids);
    const decisions = await latestRiskDecisions(tx, org.id, ids);
    const created: number[] = [];
    for (const { target, risks } of looked) {
      const { entity, link } = target;
      const steps = screeningSteps({
        previous: previous.filter((row) => row.entity_id === entity.id),
        current: risks,
        seen: target.seen,
        decisions: new Map<string, ScreeningDecision>(
          decisions
            .filter((row) => row.entity_id === entity.id)
            .map((row) => [row.risk_id, { decision: row.decision, fingerprint: row.evidence_fingerprint }]),
        ),
        today,
      });
      if (steps.length === 0) continue;
      await refreshStoredRisks(tx, org.id, entity.id, risks);
      for (const step of steps) {
        await saveRiskScreening(tx, {
          organizationId: org.id,
          entityId: entity.id,
          riskId: step.riskId,
          state: step.state,
          fingerprint: step.fingerprint,
          list: step.list,
          risk: step.risk,
          at: now,
          changed: step.state !== step.before,
        });
        if (step.change === null) continue;
        const announced = step as Announced;
        report.changes++;
        const notify = org.notify_risk_change && !step.silenced;
        const title = riskTitle(announced, entity);
        await insertAuditEvent(
          tx,
          {
            organizationId: org.id,
            action: 'RISK_FLAG_CHANGED',
            targetLabel: `${title} — ${step.riskId}`,
            // A masked CPF has no number to filter the trail by.
            ...(entity.masked
              ? {}
              : {
                  targetDocument: maskDocumentNumber(entity.documentNumber),
                  documentNumber: normalizeDocument(entity.documentNumber),
                }),
            before: step.before ? { riskState: STATE_LABELS[step.before] } : null,
            after: {
              riskState: STATE_LABELS[step.state],
              list: step.list,
              recordId: step.riskId,
              notified: notify,
              silencedBy: step.silenced
                ? 'risco descartado com esta mesma evidência'
                : notify
                  ? null
                  : 'preferência de notificação desligada',
            },
          },
          SYSTEM,
          now,
        );
        if (!notify) continue;
        created.push(
          await insertRiskNotification(tx, {
            organizationId: org.id,
            at: now,
            title,
            text: riskChangeText(step),
            risk: riskNotificationDetail(entity, announced, link),
          }),
        );
      }
    }
    report.notifications += created.length;
    return created;
  });
}

/**
 * The `risk-rescreen` job's work: every organization (or one) screened again against the lists as they are now,
 * through the same RiskLookup the graphs use. Returns what to push, per organization, once everything committed.
 */
export async function rescreenOrganizations(
  db: Db,
  lookup: RiskLookup,
  options: { now?: Date; organizationId?: number } = {},
): Promise<{ report: RescreenReport; pushes: PushJob[] }> {
  const now = options.now ?? new Date();
  const report: RescreenReport = { organizations: 0, entities: 0, failed: 0, changes: 0, notifications: 0 };
  const pushes: PushJob[] = [];
  for (const org of await listScreeningOrganizations(db, options.organizationId ?? null)) {
    const targets = await screeningTargets(db, org.id);
    report.organizations++;
    report.entities += targets.length;
    const looked = await lookUp(lookup, targets, report);
    const created = await screenOrganization(db, org, looked, now, report);
    if (created.length > 0) pushes.push({ organizationId: org.id, notificationIds: created });
  }
  return { report, pushes };
}
