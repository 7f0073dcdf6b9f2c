import type { Db } from '../db/db.ts';

/** Unviewed notifications of an organization (served by the partial index notifications_unviewed_idx). */
export async function countUnviewedNotifications(db: Db, organizationId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM notifications WHERE organization_id = $1 AND viewed_at IS NULL',
    [organizationId],
  );
  return rows[0]?.total ?? 0;
}
