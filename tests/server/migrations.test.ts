import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openTestDatabase } from './helpers/test-database.ts';

describe('migrations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  it('are numbered files applied in order and recorded', async () => {
    const files = await loadMigrations();
    expect(files.map((m) => m.version)).toEqual([...files.map((m) => m.version)].sort());
    const applied = await migrate(db);
    expect(applied).toEqual(files.map((m) => m.version));
    const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.rows.map((r) => r.version)).toEqual(applied);
  });

  it('are idempotent: a second run applies nothing and keeps the data', async () => {
    await db.query("INSERT INTO organizations (id, name, type) VALUES (1, 'X', 'COMPANY')");
    expect(await migrate(db)).toEqual([]);
    const orgs = await db.query('SELECT id FROM organizations');
    expect(orgs.rows).toHaveLength(1);
  });

  it('create the tables and indexes a large organization needs', async () => {
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'organizations',
        'memberships',
        'holders',
        'plans',
        'terms_acceptances',
        'notifications',
        'courts',
        'processes',
        'process_parties',
        'movements',
        'schema_migrations',
      ]),
    );
    const indexes = await db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'",
    );
    expect(indexes.rows.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        'processes_organization_updated_idx',
        'processes_number_idx',
        'notifications_unviewed_idx',
        'movements_process_date_idx',
      ]),
    );
  });

  it('roll back a failing migration completely', async () => {
    const broken = [{ version: '9999', name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT 1/0;' }];
    await expect(migrate(db, broken)).rejects.toThrow();
    const table = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(table.rows).toEqual([]);
    const recorded = await db.query("SELECT 1 FROM schema_migrations WHERE version = '9999'");
    expect(recorded.rows).toEqual([]);
  });

  it('enforce the schema rules (lower-case e-mails, known profiles)', async () => {
    await expect(db.query("INSERT INTO users (email) VALUES ('Upper@Case.test')")).rejects.toThrow();
    await db.query("INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-00000000000a', 'a@b.test')");
    await expect(
      db.query(
        "INSERT INTO memberships (user_id, organization_id, profile) VALUES ('00000000-0000-4000-8000-00000000000a', 1, 'ROOT')",
      ),
    ).rejects.toThrow();
  });
});
