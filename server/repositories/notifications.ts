import type { NotificationTypeName } from '../../src/contract/constants/notifications.ts';
import type { MovementCommunication } from '../../src/contract/movements.ts';
import type { RiskNotificationDetail } from '../../src/contract/notifications.ts';
import { notificationCommunicationJson } from './communication-json.ts';
import type { Db } from '../db/db.ts';

/** Unviewed notifications of an organization (served by the partial index notifications_unviewed_idx). */
export async function countUnviewedNotifications(db: Db, organizationId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM notifications WHERE organization_id = $1 AND viewed_at IS NULL',
    [organizationId],
  );
  return rows[0]?.total ?? 0;
}

export interface NotificationRow {
  id: number;
  organization_id: number;
  type: NotificationTypeName;
  process_id: number | null;
  /** Null on a RISK_CHANGE only (migration 0027). */
  process_number: string | null;
  court: string | null;
  date: Date | string;
  authors: string[];
  defendants: string[];
  last_update_class: string | null;
  last_update_date: Date | string | null;
  last_update_text: string | null;
  viewed_at: Date | string | null;
  /** The court communication it announces (migration 0029); null on the demo feed's and risk notifications. */
  communication_id?: number | string | null;
  /** Read with a page (null: not from a court source); absent where a statement does not read it. */
  communication?: MovementCommunication | null;
  /** A RISK_CHANGE's subject; null on the court's notifications. */
  risk: RiskNotificationDetail | null;
}

interface NotificationFilter {
  type?: NotificationTypeName;
  viewed?: boolean;
  /** Inclusive bounds as instants (start and end of the Brazilian days). */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Newest first, served by notifications_organization_date_idx. */
export async function listNotifications(
  db: Db,
  organizationId: number,
  filter: NotificationFilter,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const params: unknown[] = [organizationId];
  const conditions = ['organization_id = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.type) add((p) => `type = ${p}`, filter.type);
  if (filter.viewed !== undefined) conditions.push(filter.viewed ? 'viewed_at IS NOT NULL' : 'viewed_at IS NULL');
  if (filter.from) add((p) => `date >= ${p}::timestamptz`, filter.from);
  if (filter.to) add((p) => `date <= ${p}::timestamptz`, filter.to);
  const where = conditions.join(' AND ');
  // The page and the total in one statement (one round trip); json_agg keeps the page's order.
  const { rows } = await db.query<{ total: number; page: NotificationRow[] }>(
    `SELECT (SELECT count(*)::int FROM notifications WHERE ${where}) AS total,
       (SELECT coalesce(json_agg(n ORDER BY n.date DESC, n.id DESC), '[]') FROM (
         SELECT p.*, ${notificationCommunicationJson('p')} AS communication FROM (
           SELECT * FROM notifications WHERE ${where} ORDER BY date DESC, id DESC LIMIT ${filter.pageSize} OFFSET $${params.length + 1}
         ) p
       ) n) AS page`,
    [...params, filter.page * filter.pageSize],
  );
  return { rows: rows[0]?.page ?? [], total: rows[0]?.total ?? 0 };
}

/** Marks one viewed; the first visualization date is kept on repeated calls. */
export async function markNotificationViewed(db: Db, id: number): Promise<NotificationRow | null> {
  const { rows } = await db.query<NotificationRow>(
    `UPDATE notifications p SET viewed_at = coalesce(viewed_at, now()) WHERE id = $1
     RETURNING *, ${notificationCommunicationJson('p')} AS communication`,
    [id],
  );
  return rows[0] ?? null;
}

/** "Clear all": every unviewed notification becomes viewed (history is kept). Returns how many changed. */
export async function markAllNotificationsViewed(db: Db, organizationId: number): Promise<number> {
  const { rows } = await db.query(
    'UPDATE notifications SET viewed_at = now() WHERE organization_id = $1 AND viewed_at IS NULL RETURNING id',
    [organizationId],
  );
  return rows.length;
}

interface SavedSettings {
  changeProcess: boolean;
  newProcess: boolean;
  riskChange: boolean;
}

/**
 * Saves the organization's notification settings (riskChange left out: kept as it is); answers the ones they replace
 * (for the audit trail) and the ones now in force.
 */
export async function saveNotificationSettings(
  db: Db,
  organizationId: number,
  settings: { changeProcess: boolean; newProcess: boolean; riskChange?: boolean | undefined },
): Promise<{ previous: SavedSettings | null; saved: SavedSettings }> {
  const { rows } = await db.query<{ change_process: boolean; new_process: boolean; risk_change: boolean }>(
    `SELECT notify_change_process AS change_process, notify_new_process AS new_process, notify_risk_change AS risk_change
     FROM organizations WHERE id = $1 FOR UPDATE`,
    [organizationId],
  );
  const row = rows[0];
  const previous = row
    ? { changeProcess: row.change_process, newProcess: row.new_process, riskChange: row.risk_change }
    : null;
  const saved = {
    changeProcess: settings.changeProcess,
    newProcess: settings.newProcess,
    riskChange: settings.riskChange ?? previous?.riskChange ?? true,
  };
  await db.query(
    'UPDATE organizations SET notify_change_process = $2, notify_new_process = $3, notify_risk_change = $4 WHERE id = $1',
    [organizationId, saved.changeProcess, saved.newProcess, saved.riskChange],
  );
  return { previous, saved };
}

interface NewRiskNotification {
  organizationId: number;
  at: Date;
  /** "Novo risco em …" / "Risco encerrado em …" (riskChangeTitle): the list's line and the push's title. */
  title: string;
  /** The flag in a line: list, record and what it is. */
  text: string;
  risk: RiskNotificationDetail;
}

/** A RISK_CHANGE (migration 0027): no process; its sentence in last_update_class, its subject in `risk`. */
export async function insertRiskNotification(tx: Db, n: NewRiskNotification): Promise<number> {
  const { rows } = await tx.query<{ id: number | string }>(
    `INSERT INTO notifications (organization_id, type, process_id, process_number, court, date,
       last_update_class, last_update_date, last_update_text, risk)
     VALUES ($1, 'RISK_CHANGE', NULL, NULL, NULL, $2, $3, $2, $4, $5::jsonb) RETURNING id`,
    [n.organizationId, n.at.toISOString(), n.title, n.text, JSON.stringify(n.risk)],
  );
  return Number(rows[0]!.id);
}

interface NewNotification {
  organizationId: number;
  type: Exclude<NotificationTypeName, 'RISK_CHANGE'>;
  processId: number;
  at: Date;
  movement: { class: string; text: string; date: Date };
}

/** A notification carrying the process's number, court and parties as they are now. */
export async function insertNotification(db: Db, n: NewNotification): Promise<number | null> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO notifications (organization_id, type, process_id, process_number, court, date, authors, defendants,
       last_update_class, last_update_date, last_update_text)
     SELECT p.organization_id, $2, p.id, p.number, c.acronym, $3,
       coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'AUTHOR'), '{}'),
       coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'DEFENDANT'), '{}'),
       $4, $5, $6
     FROM processes p JOIN courts c ON c.code = p.court_code WHERE p.id = $1
     RETURNING id`,
    [n.processId, n.type, n.at.toISOString(), n.movement.class, n.movement.date.toISOString(), n.movement.text],
  );
  // The id lets the court feed hand what it created to the push dispatcher.
  return rows[0] ? Number(rows[0].id) : null;
}

/** What a push says about a notification. */
export interface PushNotificationRow {
  id: number;
  type: NotificationTypeName;
  process_id: number | null;
  process_number: string | null;
  court: string | null;
  last_update_class: string | null;
  risk: RiskNotificationDetail | null;
}

/** The organization's notifications among `ids`, oldest first. */
export async function listNotificationsForPush(
  db: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<PushNotificationRow[]> {
  const { rows } = await db.query<PushNotificationRow>(
    `SELECT id, type, process_id, process_number, court, last_update_class, risk FROM notifications
     WHERE organization_id = $1 AND id = ANY($2::bigint[]) ORDER BY id`,
    [organizationId, ids],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    process_id: row.process_id === null ? null : Number(row.process_id),
  }));
}
