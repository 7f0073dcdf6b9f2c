import type { Db } from '../db/db.ts';

// What the court feed (feed/court-feed.ts) reads and marks; the rows it adds go through movements.ts,
// notifications.ts and the seed's bulk inserts.

export interface FeedOrganizationRow {
  id: number;
  notify_change_process: boolean;
  notify_new_process: boolean;
}

/** Every organization with its notification settings, or only the one asked for. */
export async function listFeedOrganizations(db: Db, organizationId: number | null): Promise<FeedOrganizationRow[]> {
  const { rows } = await db.query<FeedOrganizationRow>(
    'SELECT id, notify_change_process, notify_new_process FROM organizations WHERE $1::int IS NULL OR id = $1 ORDER BY id',
    [organizationId],
  );
  return rows;
}

export async function countActiveProcesses(db: Db, organizationId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM processes WHERE organization_id = $1 AND NOT archived',
    [organizationId],
  );
  return rows[0]?.total ?? 0;
}

/** The id of the organization's active process at this position (by id), or null past the end. */
export async function findActiveProcessAt(db: Db, organizationId: number, offset: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM processes WHERE organization_id = $1 AND NOT archived ORDER BY id OFFSET $2 LIMIT 1',
    [organizationId, offset],
  );
  return rows[0]?.id ?? null;
}

/** Records the baseline of newly monitored documents (their first sync alerts nothing); answers how many. */
export async function baselineNewDocuments(db: Db, organizationId: number, now: Date): Promise<number> {
  const { rows } = await db.query(
    'UPDATE monitored_documents SET baseline_at = $2, last_sync_at = $2 WHERE organization_id = $1 AND active AND baseline_at IS NULL RETURNING id',
    [organizationId, now.toISOString()],
  );
  return rows.length;
}

export interface DocumentToSyncRow {
  id: number;
  organization_id: number;
  document_number: string;
  name: string;
}

/** The active, unpaused, baselined document synced longest ago (optionally only this number), or null. */
export async function findDocumentToSync(
  db: Db,
  organizationId: number,
  now: Date,
  documentNumber: string | null,
): Promise<DocumentToSyncRow | null> {
  const { rows } = await db.query<DocumentToSyncRow>(
    `SELECT id, organization_id, document_number, name FROM monitored_documents
     WHERE organization_id = $1 AND active AND baseline_at < $2 AND (paused_until IS NULL OR paused_until <= $2)
       AND ($3::text IS NULL OR document_number = $3)
     ORDER BY last_sync_at NULLS FIRST, id LIMIT 1`,
    [organizationId, now.toISOString(), documentNumber],
  );
  return rows[0] ?? null;
}

export async function markDocumentSynced(db: Db, documentId: number, now: Date): Promise<void> {
  await db.query('UPDATE monitored_documents SET last_sync_at = $2 WHERE id = $1', [documentId, now.toISOString()]);
}

/** Reserves the id of a process about to be inserted (its CNJ number is derived from it). */
export async function nextProcessId(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('processes', 'id'))::bigint AS id",
  );
  return Number(rows[0]?.id);
}
