/**
 * The court communication behind a movement or a notification, as the MovementCommunication JSON (contract
 * movements.ts): `where` names the row it belongs to (e.g. `c.movement_id = m.id`); served by the partial indexes on
 * court_communications' movement_id and notification_id.
 */
export const communicationJson = (where: string): string => `
  (SELECT json_build_object('source', c.source, 'publicationDate', to_char(c.publication_date, 'YYYY-MM-DD'),
       'deadlineStart', to_char(c.deadline_start, 'YYYY-MM-DD'), 'certificateUrl', c.certificate_url, 'cancelled', c.cancelled,
       'cancellationReason', c.cancellation_reason)
     FROM court_communications c WHERE ${where} ORDER BY c.id LIMIT 1)`;

/** A certificate link leaves the server only as an https URL (it is rendered as a link). */
export const httpsOnly = (url: string | null): string | null =>
  url !== null && /^https:\/\/[^\s]+$/.test(url) ? url : null;
