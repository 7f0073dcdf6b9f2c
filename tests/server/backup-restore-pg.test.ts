import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seed } from '../../server/seed/seed.ts';
import { doAuditedActivity, expectRestoredApi } from './helpers/backup-activity.ts';
import { databaseFingerprint } from './helpers/db-fingerprint.ts';
import { runScript } from './helpers/run-script.ts';
import { createScratchDatabase, testPostgresUrl } from './helpers/test-database.ts';

/**
 * npm run backup (pg_dump) of a PostgreSQL database after real activity, npm run restore (pg_restore) into an empty
 * one, and the API on the result. Needs a PostgreSQL server and its client tools: npm test's pg stage.
 */
describe.skipIf(!testPostgresUrl())(
  "backup and restore on PostgreSQL (needs TEST_DATABASE_URL: npm test's pg stage)",
  { timeout: 180_000 },
  () => {
    let work: string;
    let source: Awaited<ReturnType<typeof createScratchDatabase>>;
    let target: Awaited<ReturnType<typeof createScratchDatabase>>;
    let db: Db;
    let original: Awaited<ReturnType<typeof databaseFingerprint>>;

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'backup-pg-'));
      source = await createScratchDatabase(testPostgresUrl() ?? '');
      target = await createScratchDatabase(testPostgresUrl() ?? '');
      db = await openDatabase({ url: source.url });
      await migrate(db);
      await seed(db, { processes: 20 });
      await doAuditedActivity(db);
      original = await databaseFingerprint(db);
    }, 300_000);
    afterAll(async () => {
      await db?.close();
      await source?.drop();
      await target?.drop();
      await rm(work, { recursive: true, force: true });
    });

    it('dumps, restores into an empty database with the same data and an intact audit chain, and the API starts on it', async () => {
      const file = join(work, 'painel.dump');
      const backup = await runScript('scripts/backup/backup.ts', [file], { DATABASE_URL: source.url });
      expect(backup.code, backup.stderr).toBe(0);

      const restore = await runScript('scripts/backup/restore.ts', [file], { DATABASE_URL: target.url });
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/audit chain intact: [1-9]\d* organizações/);

      const restored = await openDatabase({ url: target.url });
      try {
        expect(await databaseFingerprint(restored)).toEqual(original);
        await expectRestoredApi(restored);
      } finally {
        await restored.close();
      }
      // Never over existing data.
      const again = await runScript('scripts/backup/restore.ts', [file], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/não está vazio.*is not empty/);
    });
  },
);
