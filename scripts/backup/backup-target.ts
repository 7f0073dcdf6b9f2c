import { join } from 'node:path';

/** What a backup or restore works on: the PostgreSQL server of DATABASE_URL, else the PGlite folder under DATA_DIR. */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export function backupTarget(env: NodeJS.ProcessEnv): BackupTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: join(env.DATA_DIR || '.data', 'pglite') };
}

/** A PGlite backup is a gzipped tarball of the folder; a PostgreSQL one is pg_dump's custom format. */
export const isPgliteArchive = (file: string): boolean => /\.(tar\.gz|tgz)$/.test(file);

export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return join('backups', `painel-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
}

export function failAndExit(what: string, error: unknown): never {
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
