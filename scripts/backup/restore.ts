/**
 * npm run restore -- FILE — loads a backup of npm run backup into an EMPTY database (DATABASE_URL) or a new PGlite
 * folder (DATA_DIR/pglite), then checks it: the schema version against this release and every organization's
 * audit chain. Exit 0 only when both hold. Stop the API first and start it on the restored database afterwards.
 */
import { restorePgliteFolder } from '../../server/db/pglite-backup.ts';
import { restorePostgres, userTableCount } from '../../server/db/postgres-backup.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { newerSchemaProblem, schemaStatus } from '../../server/db/schema-version.ts';
import { checkAuditChain } from '../../server/repositories/audit-events.ts';
import { listAuditedOrganizations } from '../../server/repositories/audited-organizations.ts';
import { backupTarget, failAndExit, isPgliteArchive, type BackupTarget } from './backup-target.ts';

async function load(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    if (isPgliteArchive(file))
      throw new Error(
        'um backup do PGlite (.tar.gz) restaura em DATA_DIR, sem DATABASE_URL / a PGlite backup restores into DATA_DIR, without DATABASE_URL',
      );
    if ((await userTableCount(target.url)) > 0) {
      throw new Error(
        'o banco de DATABASE_URL não está vazio: crie um banco novo para restaurar / the DATABASE_URL database is not empty: create a new one to restore into',
      );
    }
    await restorePostgres(file, target.url);
  } else {
    if (!isPgliteArchive(file))
      throw new Error(
        'um backup do PostgreSQL (.dump) restaura com DATABASE_URL / a PostgreSQL backup restores with DATABASE_URL',
      );
    await restorePgliteFolder(file, target.dataDir);
  }
}

/** The restored data as the API will see it: the schema this release expects and intact audit chains. */
async function verify(target: BackupTarget): Promise<void> {
  const db = await openDatabase(target.kind === 'postgres' ? { url: target.url } : { dataDir: target.dataDir });
  try {
    const status = await schemaStatus(db);
    const newer = newerSchemaProblem(status);
    if (newer) throw new Error(newer);
    if (status.pending.length > 0)
      console.log(`Migrações pendentes / pending migrations: ${status.pending.join(', ')} (npm run migrate).`);
    let rows = 0;
    const organizations = await listAuditedOrganizations(db);
    for (const organizationId of organizations) {
      const check = await checkAuditChain(db, organizationId);
      if (!check.ok)
        throw new Error(
          `cadeia de auditoria quebrada na organização ${organizationId}, linha Nº ${check.brokenSeq} / audit chain broken in organization ${organizationId} at seq ${check.brokenSeq}`,
        );
      rows += check.checked;
    }
    console.log(
      `Cadeia de auditoria íntegra / audit chain intact: ${organizations.length} organizações, ${rows} linhas.`,
    );
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('uso / usage: npm run restore -- ARQUIVO');
  const target = backupTarget(process.env);
  await load(target, file);
  console.log(`Restaurado / restored: ${file}`);
  await verify(target);
}

main().catch((error: unknown) => failAndExit('Restauração falhou / restore failed', error));
