/**
 * npm run backup [-- FILE] — a consistent copy of the database (docs/deploy.md "Backups"):
 *   DATABASE_URL set: pg_dump's custom format (default backups/painel-<time>.dump); safe while the API runs.
 *   otherwise: the PGlite folder DATA_DIR/pglite as a .tar.gz; stop npm start first (one process opens it at a time).
 * The identity service (Amazon Cognito) and the VAPID keys are not in it: see docs/deploy.md.
 */
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { backupPgliteFolder, pgliteFolderInUse } from '../../server/db/pglite-backup.ts';
import { dumpPostgres } from '../../server/db/postgres-backup.ts';
import { backupTarget, defaultBackupFile, failAndExit } from './backup-target.ts';

async function main(): Promise<void> {
  const target = backupTarget(process.env);
  const file = process.argv[2] ?? defaultBackupFile(target);
  await mkdir(dirname(file), { recursive: true });
  if (target.kind === 'postgres') {
    await dumpPostgres(target.url, file);
  } else {
    if (pgliteFolderInUse(target.dataDir)) {
      throw new Error(
        `${target.dataDir} está aberta por outro processo: pare o npm start antes do backup (ou use DATABASE_URL). ` +
          `${target.dataDir} is open in another process: stop npm start before the backup (or use DATABASE_URL).`,
      );
    }
    await backupPgliteFolder(target.dataDir, file);
  }
  const { size } = await stat(file);
  console.log(`Backup gravado / written: ${file} (${(size / 1024 / 1024).toFixed(1)} MiB)`);
}

main().catch((error: unknown) => failAndExit('Backup falhou / failed', error));
