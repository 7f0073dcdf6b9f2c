import type { Db } from '../db/db.ts';

/** Web Push subscriptions (migration 0013): one row per device, bound to a person and an organization. */

export interface PushSubscriptionRow {
  id: number;
  user_id: string;
  organization_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: Date | string;
  last_success_at: Date | string | null;
  failure_count: number;
}

const COLUMNS =
  'id, user_id, organization_id, endpoint, p256dh, auth, label, created_at, last_success_at, failure_count';

interface NewPushSubscription {
  userId: string;
  organizationId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  expirationTime: Date | null;
}

/**
 * Subscribes a device. The endpoint is the device: subscribing it again (another person signed in on it, or the
 * organization was switched) re-binds the row, so a device never receives two people's pushes. Moving it to another
 * person needs proof of holding it: the same p256dh and auth the row has (the endpoint alone is no secret,
 * the auth secret is). Otherwise nothing changes and the answer is null.
 */
export async function upsertPushSubscription(
  db: Db,
  s: NewPushSubscription,
): Promise<{ row: PushSubscriptionRow; created: boolean } | null> {
  const { rows } = await db.query<PushSubscriptionRow & { created: boolean }>(
    `INSERT INTO push_subscriptions (user_id, organization_id, endpoint, p256dh, auth, label, expiration_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, organization_id = EXCLUDED.organization_id,
       p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, label = EXCLUDED.label, expiration_time = EXCLUDED.expiration_time,
       updated_at = now(), failure_count = 0
     WHERE push_subscriptions.user_id = EXCLUDED.user_id
       OR (push_subscriptions.p256dh = EXCLUDED.p256dh AND push_subscriptions.auth = EXCLUDED.auth)
     RETURNING ${COLUMNS}, (xmax = 0) AS created`,
    [s.userId, s.organizationId, s.endpoint, s.p256dh, s.auth, s.label, s.expirationTime?.toISOString() ?? null],
  );
  if (!rows[0]) return null;
  const { created, ...row } = rows[0];
  return { row, created: Boolean(created) };
}

/** The person's devices in one organization, newest first. */
export async function listUserPushSubscriptions(
  db: Db,
  userId: string,
  organizationId: number,
): Promise<PushSubscriptionRow[]> {
  const { rows } = await db.query<PushSubscriptionRow>(
    `SELECT ${COLUMNS} FROM push_subscriptions WHERE user_id = $1 AND organization_id = $2 ORDER BY created_at DESC, id DESC`,
    [userId, organizationId],
  );
  return rows;
}

export async function findPushSubscription(db: Db, id: number): Promise<PushSubscriptionRow | null> {
  const { rows } = await db.query<PushSubscriptionRow>(`SELECT ${COLUMNS} FROM push_subscriptions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function deletePushSubscription(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('DELETE FROM push_subscriptions WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/** Logout: the person's rows for this endpoint (there is at most one; another person's row is left alone). */
export async function deleteUserPushEndpoint(db: Db, userId: string, endpoint: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id',
    [userId, endpoint],
  );
  return rows.length;
}

/** A push service said the subscription is gone (404/410): delete it, unless it was re-subscribed with new keys meanwhile. */
export async function deleteGonePushSubscription(db: Db, id: number, endpoint: string, p256dh: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2 AND p256dh = $3', [
    id,
    endpoint,
    p256dh,
  ]);
}

export async function recordPushSuccess(db: Db, id: number): Promise<void> {
  await db.query('UPDATE push_subscriptions SET last_success_at = now(), failure_count = 0 WHERE id = $1', [id]);
}

export async function recordPushFailure(db: Db, id: number): Promise<void> {
  await db.query(
    'UPDATE push_subscriptions SET last_failure_at = now(), failure_count = failure_count + 1 WHERE id = $1',
    [id],
  );
}

/** Devices that receive an organization's pushes: those of its active members. */
export async function listOrganizationPushSubscriptions(
  db: Db,
  organizationId: number,
): Promise<PushSubscriptionRow[]> {
  const { rows } = await db.query<PushSubscriptionRow>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `s.${c}`)
      .join(', ')} FROM push_subscriptions s
     JOIN memberships m ON m.user_id = s.user_id AND m.organization_id = s.organization_id AND m.active
     WHERE s.organization_id = $1 ORDER BY s.id`,
    [organizationId],
  );
  return rows;
}
