import type { Db } from '../db/db.ts';

/**
 * Counts the changes every API instance's auth caches must not outlive (migration 0015). Bumped inside the
 * transaction of the change, so a reader sees the new value exactly when it can see the change; the NOTIFY lets
 * listeners in this process (the embedded database) drop their entries at the same commit.
 */
export async function bumpAuthEpoch(db: Db, channel: string, payload: string): Promise<void> {
  await db.query('UPDATE auth_epoch SET value = value + 1 WHERE id = 1');
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/** One primary-key read: what every authenticated request on a shared database pays for caches that are never stale. */
export async function readAuthEpoch(db: Db): Promise<number> {
  const { rows } = await db.query<{ value: number }>('SELECT value FROM auth_epoch WHERE id = 1');
  return rows[0]?.value ?? 0;
}
