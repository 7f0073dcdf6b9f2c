import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PGlite writes this file while a process has the folder open, and removes it on close. */
const LOCK_FILE = 'postmaster.pid';

/** The folder is in use (npm start running) or was left by a process that died: a copy now may not be consistent. */
export function pgliteFolderInUse(dataDir: string): boolean {
  return existsSync(join(dataDir, LOCK_FILE));
}

/**
 * A consistent copy of a PGlite folder: opened by this process alone (so no other one writes meanwhile), checkpointed
 * by PGlite's own dump, and written as a gzipped tarball that restorePgliteFolder loads back.
 */
export async function backupPgliteFolder(dataDir: string, file: string): Promise<number> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} não é uma pasta do PGlite / is not a PGlite folder`);
  const pg = new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    await pg.query('CHECKPOINT');
    const archive = await pg.dumpDataDir('gzip');
    const bytes = new Uint8Array(await archive.arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await pg.close();
  }
}

/** Loads a backup into a new or empty folder (never over existing data). */
export async function restorePgliteFolder(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new Error(`${dataDir} não está vazia: restaure numa pasta nova / is not empty: restore into a new folder`);
  }
  await mkdir(dirname(dataDir), { recursive: true });
  const archive = new Blob([await readFile(file)]);
  const pg = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: archive });
  try {
    await pg.query('SELECT 1');
  } finally {
    await pg.close();
  }
}
