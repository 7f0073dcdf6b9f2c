import type { Db } from '../../db/db.ts';
import { todayInBrazil } from '../../domain/calendar.ts';
import { listFeedOrganizations } from '../../repositories/court-feed.ts';
import { recordSourceRun } from '../../repositories/court-source-status.ts';
import { listCourtSuspensions } from '../../repositories/court-suspensions.ts';
import {
  listRegistrationsToSync,
  markRegistrationSynced,
  type OabRegistrationRow,
} from '../../repositories/oab-registrations.ts';
import { addDays } from '../calendar/iso-day.ts';
import type { CommunicationSearchResult, CommunicationsProvider } from '../court-communication.ts';
import { DjenError } from '../djen/djen-errors.ts';
import { isBrazilState } from '../../../src/contract/constants/brazil-states.ts';
import { storeCommunication, type StoreContext } from './store-communication.ts';

/**
 * One synchronisation cycle: for each organization's active OAB registrations, the communications of the last
 * `windowDays` days, each stored in its own transaction (a bad item costs that item only, and the cycle goes on).
 * Idempotent: re-running it finds every communication known. A registration shared by organizations is asked
 * once per cycle. An error that would repeat on every request (the 403 outside Brazil) ends the cycle.
 */
export interface CourtSyncOptions {
  now: Date;
  windowDays: number;
  organizationId?: number;
  /** When the schedule runs next (for the sources screen). */
  nextRunAt?: Date | null;
  /** Told after each organization's work committed which notifications were created (the push dispatcher). */
  onNotificationsCreated?: (batch: { organizationId: number; notificationIds: number[] }) => void;
  log?: { warn(object: unknown, message: string): void } | null;
}

export interface OrganizationSync {
  organizationId: number;
  created: number;
  processesCreated: number;
  cancelled: number;
  known: number;
  errors: number;
  lastError: string | null;
  notificationIds: number[];
}

export interface CourtSyncReport {
  ranAt: string;
  from: string;
  to: string;
  organizations: OrganizationSync[];
  /** Set when the cycle stopped early (the message an admin reads). */
  abortedBecause: string | null;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function groupByOrganization(rows: OabRegistrationRow[]): Map<number, OabRegistrationRow[]> {
  const groups = new Map<number, OabRegistrationRow[]>();
  for (const row of rows) groups.set(row.organization_id, [...(groups.get(row.organization_id) ?? []), row]);
  return groups;
}

export async function runCourtSync(
  db: Db,
  provider: CommunicationsProvider,
  options: CourtSyncOptions,
): Promise<CourtSyncReport> {
  const to = todayInBrazil(options.now);
  const from = addDays(to, -options.windowDays);
  const settings = new Map(
    (await listFeedOrganizations(db, options.organizationId ?? null)).map((org) => [org.id, org]),
  );
  const searches = new Map<string, Promise<CommunicationSearchResult>>();
  const report: CourtSyncReport = {
    ranAt: options.now.toISOString(),
    from,
    to,
    organizations: [],
    abortedBecause: null,
  };

  for (const [organizationId, registrations] of groupByOrganization(
    await listRegistrationsToSync(db, options.organizationId ?? null),
  )) {
    const org = settings.get(organizationId);
    const suspensions = await listCourtSuspensions(db, from, organizationId);
    const run: OrganizationSync = {
      organizationId,
      created: 0,
      processesCreated: 0,
      cancelled: 0,
      known: 0,
      errors: 0,
      lastError: null,
      notificationIds: [],
    };
    report.organizations.push(run);
    for (const registration of registrations) {
      if (report.abortedBecause) break;
      const fail = (message: string) => {
        run.errors++;
        run.lastError = message;
      };
      let brought = 0;
      let registrationError: string | null = null;
      try {
        if (!isBrazilState(registration.uf))
          throw new Error(`UF inválida na OAB ${registration.number}/${registration.uf}`);
        const key = `${registration.number}/${registration.uf}`;
        if (!searches.has(key))
          searches.set(
            key,
            provider.search({ kind: 'oab', oab: { number: registration.number, uf: registration.uf }, from, to }),
          );
        const result = await (searches.get(key) as Promise<CommunicationSearchResult>);
        if (!result.complete || result.skipped > 0)
          options.log?.warn({ registration: key, warnings: result.warnings }, 'court sync: partial answer');
        const ctx: StoreContext = {
          organizationId,
          registrationId: registration.id,
          suspensions,
          now: options.now,
          notifyNewProcess: org?.notify_new_process ?? false,
          notifyChange: org?.notify_change_process ?? false,
        };
        for (const communication of result.communications) {
          try {
            const outcome = await db.transaction((tx) => storeCommunication(tx, ctx, communication));
            if (outcome.kind === 'created') {
              brought++;
              run.created++;
              if (outcome.processCreated) run.processesCreated++;
              if (outcome.notificationId !== null) run.notificationIds.push(outcome.notificationId);
            } else if (outcome.kind === 'cancelled') run.cancelled++;
            else run.known++;
          } catch (error) {
            fail(`Comunicação ${communication.sourceId}: ${errorMessage(error)}`);
          }
        }
      } catch (error) {
        registrationError = errorMessage(error);
        fail(registrationError);
        if (error instanceof DjenError && error.fatal) report.abortedBecause = registrationError;
      }
      await markRegistrationSynced(db, registration.id, { at: options.now, items: brought, error: registrationError });
    }
    await recordSourceRun(db, {
      organizationId,
      source: provider.source,
      at: options.now,
      items: run.created,
      cancellations: run.cancelled,
      errors: run.errors,
      lastError: run.lastError,
      nextRunAt: options.nextRunAt ?? null,
    });
    if (run.notificationIds.length > 0) {
      try {
        options.onNotificationsCreated?.({ organizationId, notificationIds: run.notificationIds });
      } catch (error) {
        options.log?.warn({ err: error }, 'court sync: handing notifications to push failed');
      }
    }
  }
  return report;
}
