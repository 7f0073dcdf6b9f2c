import type { CourtCommunication } from '../court-data/court-communication.ts';
import type { Db } from '../db/db.ts';

// Communications the court sources brought to an organization (migration 0021). A row is claimed before anything
// is built from it, so a second sight of the same communication (another OAB variant, another instance running
// the same job) adds nothing.

export interface CommunicationDates {
  publicationDate: string;
  deadlineStart: string;
}

/** Inserts the communication unless the organization has it already: its new id, or null when it was known. */
export async function claimCommunication(
  db: Db,
  organizationId: number,
  c: CourtCommunication,
  dates: CommunicationDates,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO court_communications (organization_id, source, source_id, process_number, court, organ, type, document_type,
       class_name, class_code, availability_date, publication_date, deadline_start, text_html, parties, lawyers,
       certificate_url, link, cancelled, cancellation_reason, cancelled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     ON CONFLICT (organization_id, source, source_id) DO NOTHING RETURNING id`,
    [
      organizationId,
      c.source,
      c.sourceId,
      c.processNumber,
      c.court,
      c.organ,
      c.type,
      c.documentType,
      c.className,
      c.classCode,
      c.availabilityDate,
      dates.publicationDate,
      dates.deadlineStart,
      c.textHtml,
      JSON.stringify(c.parties),
      JSON.stringify(c.lawyers),
      c.certificateUrl,
      c.link,
      c.cancelled,
      c.cancellationReason,
      c.cancelledAt,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * What the communication became in the product: its process, movement and notification; the notification keeps the
 * communication's id too (migration 0029: its page reads the communication by primary key).
 */
export async function attachCommunication(
  db: Db,
  id: number,
  records: { processId: number; movementId: number; notificationId: number | null },
): Promise<void> {
  await db.query(
    'UPDATE court_communications SET process_id = $2, movement_id = $3, notification_id = $4, updated_at = now() WHERE id = $1',
    [id, records.processId, records.movementId, records.notificationId],
  );
  if (records.notificationId !== null) {
    await db.query('UPDATE notifications SET communication_id = $2 WHERE id = $1 AND communication_id IS NULL', [
      records.notificationId,
      id,
    ]);
  }
}

/**
 * Marks a known communication cancelled (once): answers its movement's id when this call made the change, null when
 * it was unknown or cancelled already. The row and its movement stay.
 */
export async function markCommunicationCancelled(
  db: Db,
  organizationId: number,
  c: CourtCommunication,
): Promise<{ movementId: number | null } | null> {
  const { rows } = await db.query<{ movement_id: number | string | null }>(
    `UPDATE court_communications SET cancelled = true, cancellation_reason = $4, cancelled_at = $5, updated_at = now()
     WHERE organization_id = $1 AND source = $2 AND source_id = $3 AND NOT cancelled RETURNING movement_id`,
    [organizationId, c.source, c.sourceId, c.cancellationReason, c.cancelledAt],
  );
  if (!rows[0]) return null;
  return { movementId: rows[0].movement_id === null ? null : Number(rows[0].movement_id) };
}

/** Puts a note before a movement's text (a cancellation the court published after the movement was created). */
export async function prefixMovementText(db: Db, movementId: number, prefix: string): Promise<void> {
  await db.query('UPDATE movements SET text = $2 || text WHERE id = $1 AND position($2 in text) <> 1', [
    movementId,
    prefix,
  ]);
}

/** Records that a registration brought the communication (idempotent). */
export async function linkCommunicationRegistration(
  db: Db,
  organizationId: number,
  c: CourtCommunication,
  registrationId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO court_communication_registrations (communication_id, registration_id, availability_date)
     SELECT id, $4, availability_date FROM court_communications WHERE organization_id = $1 AND source = $2 AND source_id = $3
     ON CONFLICT DO NOTHING`,
    [organizationId, c.source, c.sourceId, registrationId],
  );
}

export interface CommunicationRow {
  id: number;
  source: string;
  source_id: string;
  process_id: number | null;
  movement_id: number | null;
  notification_id: number | null;
  process_number: string;
  court: string;
  type: string;
  class_name: string | null;
  availability_date: string;
  publication_date: string;
  deadline_start: string;
  text_html: string;
  parties: unknown;
  lawyers: unknown;
  certificate_url: string | null;
  cancelled: boolean;
  cancellation_reason: string | null;
}

/** The organization's communications, newest availability first (dates as YYYY-MM-DD). */
export async function listCommunications(
  db: Db,
  organizationId: number,
  limit = 50,
  offset = 0,
): Promise<CommunicationRow[]> {
  const { rows } = await db.query<CommunicationRow>(
    `SELECT id, source, source_id, process_id, movement_id, notification_id, process_number, court, type, class_name,
       to_char(availability_date, 'YYYY-MM-DD') AS availability_date, to_char(publication_date, 'YYYY-MM-DD') AS publication_date,
       to_char(deadline_start, 'YYYY-MM-DD') AS deadline_start, text_html, parties, lawyers, certificate_url, cancelled, cancellation_reason
     FROM court_communications WHERE organization_id = $1 ORDER BY availability_date DESC, id DESC LIMIT $2 OFFSET $3`,
    [organizationId, limit, offset],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    process_id: row.process_id === null ? null : Number(row.process_id),
    movement_id: row.movement_id === null ? null : Number(row.movement_id),
    notification_id: row.notification_id === null ? null : Number(row.notification_id),
  }));
}
