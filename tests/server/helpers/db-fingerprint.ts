import type { Db } from '../../../server/db/db.ts';

/**
 * Every table of the app and of its job queue, as row count and a digest of its rows in a fixed order: two
 * databases with equal fingerprints hold the same data (a backup and its restore).
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'pgboss') ORDER BY 1",
  );
  const fingerprint: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${name} t`,
    );
    fingerprint[name] = rows[0] ?? { rows: 0, digest: '' };
  }
  return fingerprint;
}
