import { createHash } from 'node:crypto';
import type { AuditAction } from '../../src/contract/constants/organization-users.ts';
import { AUDIT_RETENTION_DAYS } from '../../src/contract/constants/organization-users.ts';
import type { Db } from '../db/db.ts';
import { SqlParams } from './sql-helpers.ts';

/**
 * The audit trail (migrations 0011, 0017): append-only rows, one hash chain per organization, numbered 1, 2, 3… per
 * organization (seq). Only this file writes or reads audit_events; there is no update and no delete besides the
 * retention prune. The canonical form the hash covers is documented in docs/audit-trail.md.
 */

export type AuditValue = string | number | boolean | null;
export type AuditSnapshot = Record<string, AuditValue>;

/** Who did it and from where (server/audit/audit-context.ts fills it from the request). */
export interface AuditActor {
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  organizationId: number;
  action: AuditAction;
  targetLabel?: string | null;
  /** Already masked (maskDocumentNumber). */
  targetDocument?: string | null;
  /** The normalized number, only to compute the keyed hash the filter matches; never stored. */
  documentNumber?: string | null;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/** The chain starts from this value in every organization. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);
// Any constant: serialises the writers of one organization's chain (pg_advisory_xact_lock(key, organizationId)).
const AUDIT_LOCK_KEY = 1_702_026;
const DOCUMENT_KEY_SQL = `(SELECT value FROM server_secrets WHERE name = 'audit-document-key')`;
const documentKeySql = (param: string): string =>
  `encode(sha256(convert_to(${DOCUMENT_KEY_SQL} || ':' || ${param}, 'UTF8')), 'hex')`;

/** Keys sorted, so jsonb's reordering does not change the hash. */
function canonical(value: AuditSnapshot | null | undefined): AuditSnapshot | null {
  if (!value) return null;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key] ?? null]),
  );
}

interface HashedFields {
  organizationId: number;
  occurredAt: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetLabel: string | null;
  targetDocument: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** sha256 over the previous hash and the row's fields, in a fixed order. */
export function auditRowHash(prevHash: string, fields: HashedFields): string {
  const payload = JSON.stringify([
    prevHash,
    fields.organizationId,
    fields.occurredAt,
    fields.action,
    fields.actorId,
    fields.actorEmail,
    fields.targetLabel,
    fields.targetDocument,
    canonical(fields.before),
    canonical(fields.after),
    fields.ip,
    fields.userAgent,
    fields.requestId,
  ]);
  return createHash('sha256').update(payload).digest('hex');
}

/**
 * Appends one event; call it with the transaction of the change it records, so both commit or neither does. The
 * organization's chain is locked for the rest of the transaction (concurrent writers of one organization queue).
 */
export async function insertAuditEvent(
  tx: Db,
  entry: AuditEntry,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [AUDIT_LOCK_KEY, entry.organizationId]);
  const { rows } = await tx.query<{ hash: string; seq: number }>(
    'SELECT hash, seq::int AS seq FROM audit_events WHERE organization_id = $1 ORDER BY id DESC LIMIT 1',
    [entry.organizationId],
  );
  const prevHash = rows[0]?.hash ?? AUDIT_GENESIS_HASH;
  const seq = (rows[0]?.seq ?? 0) + 1;
  const fields: HashedFields = {
    organizationId: entry.organizationId,
    occurredAt: now.toISOString(),
    action: entry.action,
    actorId: actor.actorId,
    actorEmail: actor.actorEmail,
    targetLabel: entry.targetLabel ?? null,
    targetDocument: entry.targetDocument ?? null,
    before: canonical(entry.before),
    after: canonical(entry.after),
    ip: actor.ip,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
  };
  const hash = auditRowHash(prevHash, fields);
  await tx.query(
    `INSERT INTO audit_events (organization_id, occurred_at, action, actor_id, actor_name, actor_email, target_label, target_document,
       target_document_key, before, after, ip, user_agent, request_id, prev_hash, hash, seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::text IS NULL THEN NULL ELSE ${documentKeySql('$9::text')} END,
       $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      fields.organizationId,
      fields.occurredAt,
      fields.action,
      fields.actorId,
      actor.actorName,
      fields.actorEmail,
      fields.targetLabel,
      fields.targetDocument,
      entry.documentNumber ?? null,
      fields.before === null ? null : JSON.stringify(fields.before),
      fields.after === null ? null : JSON.stringify(fields.after),
      fields.ip,
      fields.userAgent,
      fields.requestId,
      prevHash,
      hash,
      seq,
    ],
  );
}

export interface AuditFilter {
  person?: string;
  action?: AuditAction;
  /** Calendar days in Brasília, inclusive. */
  from?: string;
  to?: string;
  /** Normalized CPF/CNPJ. */
  documentNumber?: string;
}

export interface AuditRow {
  id: number;
  /** Position in the organization's chain, from 1. */
  seq: number;
  organization_id: number;
  occurred_at: Date | string;
  action: AuditAction;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  target_label: string | null;
  target_document: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  prev_hash: string;
  hash: string;
}

const ROW_COLUMNS = `id::int AS id, seq::int AS seq, organization_id, occurred_at, action, actor_id, actor_name, actor_email, target_label,
  target_document, before, after, ip, user_agent, request_id, prev_hash, hash`;
// Brasília has had no daylight saving since 2019: a fixed -03:00 turns its calendar days into instants.
const dayStart = (param: string): string => `(${param}::date::timestamp AT TIME ZONE '-03:00')`;

function whereClause(organizationId: number, filter: AuditFilter, params: SqlParams): string {
  const conditions = [`organization_id = ${params.add(organizationId)}`];
  if (filter.person) conditions.push(`actor_id = ${params.add(filter.person)}::uuid`);
  if (filter.action) conditions.push(`action = ${params.add(filter.action)}`);
  if (filter.from) conditions.push(`occurred_at >= ${dayStart(params.add(filter.from))}`);
  if (filter.to) conditions.push(`occurred_at < ${dayStart(params.add(filter.to))} + interval '1 day'`);
  if (filter.documentNumber)
    conditions.push(`target_document_key = ${documentKeySql(`${params.add(filter.documentNumber)}::text`)}`);
  return conditions.join(' AND ');
}

/** One page, newest first, and the total matching. */
export async function listAuditEvents(
  db: Db,
  organizationId: number,
  filter: AuditFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const params = new SqlParams();
  const where = whereClause(organizationId, filter, params);
  const { rows } = await db.query<AuditRow>(
    `SELECT ${ROW_COLUMNS} FROM audit_events WHERE ${where} ORDER BY id DESC LIMIT ${params.add(paging.limit)} OFFSET ${params.add(paging.offset)}`,
    params.values,
  );
  const count = new SqlParams();
  const { rows: totals } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_events WHERE ${whereClause(organizationId, filter, count)}`,
    count.values,
  );
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface AuditChainCheck {
  ok: boolean;
  checked: number;
  /** The first row whose hash or link does not match, when not ok: its id and its seq. */
  brokenAt: number | null;
  brokenSeq: number | null;
  /** The hash of the newest row (the genesis value for an empty trail): written down elsewhere, it pins the past. */
  headHash: string;
  headSeq: number | null;
}

/** The fields the hash covers, from a stored row (the same canonical form as when it was written). */
const hashedFieldsOf = (row: AuditRow): HashedFields => ({
  organizationId: row.organization_id,
  occurredAt: new Date(row.occurred_at).toISOString(),
  action: row.action,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  targetLabel: row.target_label,
  targetDocument: row.target_document,
  before: row.before,
  after: row.after,
  ip: row.ip,
  userAgent: row.user_agent,
  requestId: row.request_id,
});

// Rows read per query while checking: a six-month trail of a large organization is not held in memory at once.
const CHECK_PAGE = 2_000;

/**
 * Recomputes an organization's chain, oldest first, up to the newest row when the check starts (the head it answers).
 * The oldest row left after a retention prune is the anchor: its prev_hash is taken as given; every later row must
 * follow it in seq, link to the one before and hash to what it stores.
 */
export async function checkAuditChain(db: Db, organizationId: number, pageSize = CHECK_PAGE): Promise<AuditChainCheck> {
  const { rows: heads } = await db.query<{ id: number; hash: string; seq: number }>(
    'SELECT id::int AS id, hash, seq::int AS seq FROM audit_events WHERE organization_id = $1 ORDER BY id DESC LIMIT 1',
    [organizationId],
  );
  const head = heads[0];
  const verdict = { headHash: head?.hash ?? AUDIT_GENESIS_HASH, headSeq: head?.seq ?? null };
  let previous: { id: number; seq: number; hash: string } | null = null;
  let checked = 0;
  for (let more = head !== undefined; more;) {
    const page: AuditRow[] = (
      await db.query<AuditRow>(
        `SELECT ${ROW_COLUMNS} FROM audit_events WHERE organization_id = $1 AND id > $2 AND id <= $3 ORDER BY id LIMIT $4`,
        [organizationId, previous?.id ?? 0, head?.id ?? 0, pageSize],
      )
    ).rows;
    for (const row of page) {
      checked += 1;
      const linked = previous === null || (row.prev_hash === previous.hash && row.seq === previous.seq + 1);
      if (!linked || auditRowHash(row.prev_hash, hashedFieldsOf(row)) !== row.hash) {
        return { ok: false, checked, brokenAt: row.id, brokenSeq: row.seq, ...verdict };
      }
      previous = { id: row.id, seq: row.seq, hash: row.hash };
    }
    more = page.length === pageSize;
  }
  return { ok: true, checked, brokenAt: null, brokenSeq: null, ...verdict };
}

/** Deletes rows older than the retention window (never younger: the table's trigger refuses). */
export async function pruneAuditEvents(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM audit_events WHERE occurred_at < now() - make_interval(days => $1) RETURNING id::int AS id`,
    [AUDIT_RETENTION_DAYS + 1],
  );
  return rows.length;
}
