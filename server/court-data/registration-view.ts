import type { BroughtCommunication, CourtSuspension, OabRegistration } from '../../src/contract/court-data.ts';
import { formatCnj } from '../../src/contract/cnj.ts';
import type { Db } from '../db/db.ts';
import { toIso } from '../domain/calendar.ts';
import type { CourtSuspensionRow } from '../repositories/court-suspensions.ts';
import {
  countBroughtCommunications,
  listLatestBrought,
  listOabRegistrations,
  type BroughtRow,
  type OabRegistrationRow,
} from '../repositories/oab-registrations.ts';

/** What each registration shows of what it brought. */
const LATEST_PER_REGISTRATION = 5;

const toBrought = (row: BroughtRow): BroughtCommunication => ({
  id: Number(row.id),
  processId: row.process_id === null ? null : Number(row.process_id),
  processNumber: /^\d{20}$/.test(row.process_number) ? formatCnj(row.process_number) : row.process_number,
  type: row.type,
  court: row.court,
  availabilityDate: row.availability_date,
  deadlineStart: row.deadline_start,
  cancelled: row.cancelled,
});

/** Every OAB registration of the organization with its counts and newest communications, as the API answers it. */
export async function registrationsOf(db: Db, organizationId: number): Promise<OabRegistration[]> {
  const [rows, counts, latest] = await Promise.all([
    listOabRegistrations(db, organizationId),
    countBroughtCommunications(db, organizationId),
    listLatestBrought(db, organizationId, LATEST_PER_REGISTRATION),
  ]);
  return rows.map((row) =>
    toRegistration(
      row,
      counts.get(row.id),
      latest.filter((item) => Number(item.registration_id) === row.id),
    ),
  );
}

export function toRegistration(
  row: OabRegistrationRow,
  count: { total: number; cancelled: number } | undefined,
  latest: BroughtRow[],
): OabRegistration {
  return {
    id: row.id,
    number: row.number,
    uf: row.uf,
    lawyerName: row.lawyer_name,
    lawyerUserId: row.lawyer_user_id,
    active: row.active,
    createdAt: toIso(row.created_at) ?? '',
    lastSyncedAt: toIso(row.last_synced_at),
    lastItems: row.last_items,
    lastError: row.last_error,
    totalCommunications: count?.total ?? 0,
    cancelledCommunications: count?.cancelled ?? 0,
    latest: latest.map(toBrought),
  };
}

export const toSuspension = (row: CourtSuspensionRow): CourtSuspension => ({
  id: row.id,
  court: row.court,
  from: row.from,
  to: row.to,
  kind: row.kind,
  reason: row.reason,
  createdAt: toIso(row.createdAt) ?? '',
});
