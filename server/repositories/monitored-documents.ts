import type { ActivityType } from '../../src/contract/activities.ts';
import type { DocumentType } from '../../src/contract/brazil-document.ts';
import type { Db } from '../db/db.ts';
import { escapeLike, foldedContains, SqlParams } from './sql-helpers.ts';

export interface MonitoredDocumentRow {
  id: number;
  organization_id: number;
  holder_id: number;
  document_number: string;
  document_type: DocumentType;
  document_info: string;
  monitoring: boolean;
  monitoring_since: Date | string | null;
  monitored_document_id: number | null;
  pause_days: number | null;
  pause_ends_at: Date | string | null;
  pause_available_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** Units this item consumed (sum of its ledger rows). */
  consume: number;
}

const SELECT_ITEM = `SELECT c.*,
  (SELECT coalesce(sum(pc.quantity), 0)::int FROM plan_consumptions pc WHERE pc.consume_unique_id = c.id) AS consume
  FROM consume_unique_items c`;

export async function findItem(db: Db, id: number): Promise<MonitoredDocumentRow | null> {
  const { rows } = await db.query<MonitoredDocumentRow>(`${SELECT_ITEM} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Locks the row for the rest of the transaction, so two requests on one item run one after the other. */
export async function lockItem(tx: Db, id: number): Promise<void> {
  await tx.query('SELECT id FROM consume_unique_items WHERE id = $1 FOR UPDATE', [id]);
}

export async function findItemByDocument(
  db: Db,
  holderId: number,
  organizationId: number,
  documentNumber: string,
): Promise<MonitoredDocumentRow | null> {
  const { rows } = await db.query<MonitoredDocumentRow>(
    `${SELECT_ITEM} WHERE c.holder_id = $1 AND c.organization_id = $2 AND c.document_number = $3`,
    [holderId, organizationId, documentNumber],
  );
  return rows[0] ?? null;
}

/** Whether any holder of the organization has looked the document up (the search and exports require it). */
export async function isDocumentLookedUp(db: Db, organizationId: number, documentNumber: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2) AS found',
    [organizationId, documentNumber],
  );
  return rows[0]?.found ?? false;
}

interface NewItem {
  organizationId: number;
  holderId: number;
  documentNumber: string;
  documentType: DocumentType;
  documentInfo: string;
  userId: string | null;
}

/** Inserts the item unless it exists (a concurrent lookup of the same document); null when it already did. */
export async function insertItem(tx: Db, item: NewItem): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (holder_id, organization_id, document_number) DO NOTHING RETURNING id`,
    [item.organizationId, item.holderId, item.documentNumber, item.documentType, item.documentInfo, item.userId],
  );
  return rows[0]?.id ?? null;
}

export async function touchItem(tx: Db, id: number, documentInfo?: string): Promise<void> {
  await tx.query(
    "UPDATE consume_unique_items SET updated_at = now(), document_info = CASE WHEN document_info = '' THEN coalesce($2, '') ELSE document_info END WHERE id = $1",
    [id, documentInfo ?? null],
  );
}

/** The document number an item looked up, or null for an unknown item. */
export async function findItemDocumentNumber(db: Db, itemId: number): Promise<string | null> {
  const { rows } = await db.query<{ document_number: string }>(
    'SELECT document_number FROM consume_unique_items WHERE id = $1',
    [itemId],
  );
  return rows[0]?.document_number ?? null;
}

/** The name any holder of the organization recorded for the document when looking it up, or null when none did. */
export async function findRecordedName(db: Db, organizationId: number, documentNumber: string): Promise<string | null> {
  const { rows } = await db.query<{ document_info: string }>(
    "SELECT document_info FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2 AND document_info <> '' LIMIT 1",
    [organizationId, documentNumber],
  );
  return rows[0]?.document_info ?? null;
}

/** The name of the person or company as the organization's processes know it (latest process first). */
export async function findPartyName(db: Db, organizationId: number, documentNumber: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT pp.name FROM process_parties pp JOIN processes p ON p.id = pp.process_id
     WHERE p.organization_id = $1 AND pp.document = $2 ORDER BY p.distribution_date DESC NULLS LAST, pp.id LIMIT 1`,
    [organizationId, documentNumber],
  );
  return rows[0]?.name ?? null;
}

interface ItemFilter {
  page: number;
  pageSize: number;
  type?: ActivityType;
  text?: string;
  /** Inclusive instants. */
  from?: string;
  to?: string;
  now: Date;
}

/** Newest updatedAt first (index consume_unique_items_list_idx). */
export async function listItems(
  db: Db,
  holderId: number,
  organizationId: number,
  filter: ItemFilter,
): Promise<{ rows: MonitoredDocumentRow[]; total: number }> {
  const p = new SqlParams();
  const conditions = [`c.holder_id = ${p.add(holderId)}`, `c.organization_id = ${p.add(organizationId)}`];
  const now = p.add(filter.now.toISOString());
  if (filter.type === 'Consulta') conditions.push('NOT c.monitoring');
  if (filter.type === 'Monitoria')
    conditions.push(`c.monitoring AND (c.pause_ends_at IS NULL OR c.pause_ends_at <= ${now}::timestamptz)`);
  if (filter.type === 'Pausa') conditions.push(`c.monitoring AND c.pause_ends_at > ${now}::timestamptz`);
  const text = filter.text?.trim();
  if (text) {
    // The same fold as the party search (migration 0009); a holder's items are few, so no index.
    const name = foldedContains('c.document_info', p, text);
    const digits = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    const byDocument = digits ? ` OR c.document_number LIKE ${p.add(`%${escapeLike(digits)}%`)}` : '';
    conditions.push(`(${name}${byDocument})`);
  }
  if (filter.from) conditions.push(`c.updated_at >= ${p.add(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(`c.updated_at <= ${p.add(filter.to)}::timestamptz`);
  const where = conditions.join(' AND ');
  // The now parameter is referenced only by some filters; keep it typed in every query.
  const guard = `${now}::timestamptz IS NOT NULL`;
  const { rows } = await db.query<MonitoredDocumentRow>(
    `${SELECT_ITEM} WHERE ${where} AND ${guard} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${filter.pageSize} OFFSET ${filter.page * filter.pageSize}`,
    p.values,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM consume_unique_items c WHERE ${where} AND ${guard}`,
    p.values,
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}
