import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seed } from '../../server/seed/seed.ts';
import { doAuditedActivity, expectRestoredApi } from './helpers/backup-activity.ts';
import { databaseFingerprint } from './helpers/db-fingerprint.ts';
import { runScript } from './helpers/run-script.ts';

/** npm run backup / npm run restore on the embedded database (PGlite folder); the PostgreSQL pair: backup-restore-pg.test.ts. */
describe('backup and restore of the PGlite folder', { timeout: 180_000 }, () => {
  let work: string;
  let original: Awaited<ReturnType<typeof databaseFingerprint>>;
  const source = () => join(work, 'source');
  const restored = () => join(work, 'restored');
  const archive = () => join(work, 'painel.tar.gz');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'backup-pglite-'));
    const db = await openDatabase({ dataDir: join(source(), 'pglite') });
    try {
      await migrate(db);
      await seed(db, { processes: 10 });
      await doAuditedActivity(db);
      original = await databaseFingerprint(db);
    } finally {
      await db.close();
    }
  }, 300_000);
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('refuses to copy a folder another process has open', async () => {
    const db = await openDatabase({ dataDir: join(source(), 'pglite') });
    try {
      const refused = await runScript('scripts/backup/backup.ts', [archive()], { DATA_DIR: source() });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/pare o npm start antes do backup.*stop npm start before the backup/);
    } finally {
      await db.close();
    }
  });

  it('restores into a new folder with the same data, an intact audit chain, and the API starts on it', async () => {
    const backup = await runScript('scripts/backup/backup.ts', [archive()], { DATA_DIR: source() });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup gravado / written: ${archive()}`);

    const restore = await runScript('scripts/backup/restore.ts', [archive()], { DATA_DIR: restored() });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/audit chain intact: [1-9]\d* organizações/);

    const db = await openDatabase({ dataDir: join(restored(), 'pglite') });
    try {
      expect(await databaseFingerprint(db)).toEqual(original);
      await expectRestoredApi(db);
    } finally {
      await db.close();
    }
    // Never over existing data.
    const again = await runScript('scripts/backup/restore.ts', [archive()], { DATA_DIR: restored() });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/não está vazia.*is not empty/);
  });
});
