import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { openTestDatabase } from './helpers/test-database.ts';

/**
 * Migration 0029 gives each notification that a court communication raised the communication's id, on a database
 * whose links live only on court_communications.notification_id (as 0021–0028 wrote them).
 */
describe('migration 0029 (notification communication id)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    const all = await loadMigrations();
    await migrate(db, all);
    await seedIfEmpty(db, { processes: 5 });
    // Back to the schema before 0029, keeping the seed's links on court_communications.
    await db.query('ALTER TABLE notifications DROP COLUMN communication_id');
    await db.query("DELETE FROM schema_migrations WHERE version = '0029'");
    await migrate(db, all);
  }, 60_000);
  afterAll(async () => db.close());

  it('links every notification its communication raised, and no other', async () => {
    const { rows } = await db.query<{ linked: number; matching: number; others: number }>(
      `SELECT (SELECT count(*)::int FROM court_communications WHERE notification_id IS NOT NULL) AS linked,
         (SELECT count(*)::int FROM notifications n JOIN court_communications c
            ON c.notification_id = n.id AND c.id = n.communication_id) AS matching,
         (SELECT count(*)::int FROM notifications n WHERE communication_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM court_communications c WHERE c.notification_id = n.id)) AS others`,
    );
    expect(rows[0]?.linked).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ linked: rows[0]?.linked, matching: rows[0]?.linked, others: 0 });
  });
});
