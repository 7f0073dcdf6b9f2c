import type { Db } from '../db/db.ts';

/** Resolves when the database answers a trivial statement; rejects (→ 500) when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
