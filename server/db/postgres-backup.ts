import { spawn } from 'node:child_process';
import pg from 'pg';

/** The PostgreSQL client tools, from PG_BIN when set (a version matching the server), else the PATH. */
const tool = (name: 'pg_dump' | 'pg_restore'): string => (process.env.PG_BIN ? `${process.env.PG_BIN}/${name}` : name);

/** Runs a client tool; the URL goes as an argument (never printed), its stderr comes back in the error. */
function runTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        new Error(
          `${name} não encontrado (instale o cliente do PostgreSQL ou defina PG_BIN) / not found (install the PostgreSQL client or set PG_BIN): ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} terminou com ${code} / exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * pg_dump in its custom format: one consistent snapshot of the whole database (the app's tables, the job queue's
 * schema, sequences, triggers), without owners or grants so it restores under any role.
 */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/** Tables in the target outside PostgreSQL's own schemas: a restore goes into an empty database only. */
export async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** pg_restore into an empty database, stopping at the first error (a partial restore is no restore). */
export function restorePostgres(file: string, url: string): Promise<void> {
  return runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}
