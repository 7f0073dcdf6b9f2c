import type { Db } from '../db/db.ts';

/** The secret stored under `name`, storing `candidate` first when there is none yet (the first writer wins). */
export async function ensureServerSecret(db: Db, name: string, candidate: string): Promise<string | null> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    candidate,
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return rows[0]?.value ?? null;
}
