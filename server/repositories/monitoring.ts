import type { Db } from '../db/db.ts';
import type { MonitoredDocumentRow } from './monitored-documents.ts';

/**
 * The court feed reads monitored_documents (one row per organization and document); items are per holder. After
 * every change the row is recomputed from the organization's items: active while any item monitors the document,
 * paused (paused_until) only while every monitoring item is paused.
 */
export async function syncMonitoredDocument(
  tx: Db,
  organizationId: number,
  documentNumber: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE monitored_documents md SET
       active = coalesce(s.any_monitoring, false),
       paused_until = CASE WHEN coalesce(s.any_unpaused, false) THEN NULL ELSE s.min_pause END
     FROM (
       SELECT bool_or(monitoring) AS any_monitoring,
              bool_or(monitoring AND (pause_ends_at IS NULL OR pause_ends_at <= $3::timestamptz)) AS any_unpaused,
              min(pause_ends_at) FILTER (WHERE monitoring AND pause_ends_at > $3::timestamptz) AS min_pause
       FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2
     ) s
     WHERE md.organization_id = $1 AND md.document_number = $2`,
    [organizationId, documentNumber, now.toISOString()],
  );
}

/**
 * Starts monitoring: the item turns Monitoria and the document (re)enters the court feed. A document that was
 * not active gets a fresh baseline, so its first sync records what exists instead of alerting about it.
 */
export async function startMonitoring(tx: Db, item: MonitoredDocumentRow, now: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO monitored_documents (organization_id, holder_id, document_number, document_type, name, active, started_at)
     VALUES ($1, $2, $3, $4, $5, true, $6)
     ON CONFLICT (organization_id, document_number) DO UPDATE SET
       baseline_at = CASE WHEN monitored_documents.active THEN monitored_documents.baseline_at ELSE NULL END,
       started_at = CASE WHEN monitored_documents.active THEN monitored_documents.started_at ELSE excluded.started_at END,
       active = true,
       holder_id = coalesce(monitored_documents.holder_id, excluded.holder_id),
       name = CASE WHEN monitored_documents.name = '' THEN excluded.name ELSE monitored_documents.name END
     RETURNING id`,
    [
      item.organization_id,
      item.holder_id,
      item.document_number,
      item.document_type,
      item.document_info,
      now.toISOString(),
    ],
  );
  await tx.query(
    `UPDATE consume_unique_items SET monitoring = true, monitoring_since = $2, monitored_document_id = $3,
       pause_days = NULL, pause_ends_at = NULL, pause_available_at = NULL, updated_at = $2 WHERE id = $1`,
    [item.id, now.toISOString(), rows[0]?.id ?? null],
  );
  await syncMonitoredDocument(tx, item.organization_id, item.document_number, now);
}

export async function stopMonitoring(tx: Db, item: MonitoredDocumentRow, now: Date): Promise<void> {
  await tx.query(
    `UPDATE consume_unique_items SET monitoring = false, monitoring_since = NULL,
       pause_days = NULL, pause_ends_at = NULL, pause_available_at = NULL, updated_at = $2 WHERE id = $1`,
    [item.id, now.toISOString()],
  );
  await syncMonitoredDocument(tx, item.organization_id, item.document_number, now);
}

/** Pause (days set) or early resume (days null keeps the last length): ends and next availability as given. */
export async function setPause(
  tx: Db,
  item: MonitoredDocumentRow,
  window: { days: number | null; endsAt: Date; availableAt: Date },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE consume_unique_items SET pause_days = coalesce($2, pause_days), pause_ends_at = $3, pause_available_at = $4, updated_at = $5
     WHERE id = $1`,
    [item.id, window.days, window.endsAt.toISOString(), window.availableAt.toISOString(), now.toISOString()],
  );
  await syncMonitoredDocument(tx, item.organization_id, item.document_number, now);
}
