const COMMUNICATION_OBJECT = `json_build_object('source', c.source, 'publicationDate', to_char(c.publication_date, 'YYYY-MM-DD'),
       'deadlineStart', to_char(c.deadline_start, 'YYYY-MM-DD'), 'certificateUrl', c.certificate_url, 'cancelled', c.cancelled,
       'cancellationReason', c.cancellation_reason)`;

/**
 * The court communication behind a movement, as the MovementCommunication JSON (contract movements.ts): `where` names
 * the row it belongs to (e.g. `c.movement_id = m.id`); served by the partial index on court_communications' movement_id.
 */
export const communicationJson = (where: string): string => `
  (SELECT ${COMMUNICATION_OBJECT} FROM court_communications c WHERE ${where} ORDER BY c.id LIMIT 1)`;

/**
 * A notification's communication through the id it keeps (migration 0029): `row` is the notification's alias. The
 * CASE reads court_communications only for the rows that have one (most notifications have none).
 */
export const notificationCommunicationJson = (row: string): string => `
  CASE WHEN ${row}.communication_id IS NULL THEN NULL
    ELSE (SELECT ${COMMUNICATION_OBJECT} FROM court_communications c WHERE c.id = ${row}.communication_id) END`;

/** A certificate link leaves the server only as an https URL (it is rendered as a link). */
export const httpsOnly = (url: string | null): string | null =>
  url !== null && /^https:\/\/[^\s]+$/.test(url) ? url : null;
