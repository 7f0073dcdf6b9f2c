// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's layers (server/README.md, "Conventions for new routes") are only real if lint rejects a violation.
// Unresolvable paths are skipped by the import rule, so the probes import files that exist.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const RUN_SQL = "import type { Db } from '../db/db.ts';\nexport const f = (db: Db) => db.query('SELECT 1');\n";

// ESLint's first run loads the TypeScript parser: slow on a busy 2-core machine.
describe('server layer rules', { timeout: 30_000 }, () => {
  it('rejects SQL in routes, auth and the use-case folders, whatever the handle is called', async () => {
    for (const folder of [
      'routes',
      'auth',
      'analysis',
      'feed',
      'files',
      'reports',
      'maintenance',
      'identity',
      'http',
      'plans',
    ]) {
      expect(await ruleIds(`server/${folder}/probe.ts`, RUN_SQL), folder).toContain('no-restricted-syntax');
    }
    const appDb =
      'export const f = (app: { db: { query(sql: string): unknown } }, sql: string) => app.db.query(sql);\n';
    expect(await ruleIds('server/routes/probe.ts', appDb)).toContain('no-restricted-syntax');
    const tx = "import type { Db } from '../db/db.ts';\nexport const f = (tx: Db, sql: string) => tx.exec(sql);\n";
    expect(await ruleIds('server/analysis/probe.ts', tx)).toContain('no-restricted-syntax');
    const literal =
      'export const f = (conn: { query(sql: string): unknown }) => conn.query(`DELETE FROM processes`);\n';
    expect(await ruleIds('server/feed/probe.ts', literal)).toContain('no-restricted-syntax');
  });

  it('rejects SQL passed in a variable or through executeSql, and leaves regular expressions alone', async () => {
    const variable = 'export const f = (conn: { query(sql: string): unknown }, sql: string) => conn.query(sql);\n';
    expect(await ruleIds('server/routes/probe.ts', variable)).toContain('no-restricted-syntax');
    const executeSql =
      "export const f = (pool: { executeSql(sql: string): unknown }) => pool.executeSql('DELETE FROM users');\n";
    expect(await ruleIds('server/reports/probe.ts', executeSql)).toContain('no-restricted-syntax');
    const executeVariable =
      'export const f = (db: { executeSql(sql: string, v: unknown[]): unknown }, text: string) => db.executeSql(text, []);\n';
    expect(await ruleIds('server/jobs/probe.ts', executeVariable)).toContain('no-restricted-syntax');
    const execVariable =
      'export const f = (handle: { exec(sql: string): unknown }, sql: string) => handle.exec(sql);\n';
    expect(await ruleIds('server/auth/probe.ts', execVariable)).toContain('no-restricted-syntax');
    const regex = 'const BEARER = /^Bearer (.+)$/;\nexport const f = (h: string) => [BEARER.exec(h), /x/.exec(h)];\n';
    expect(await ruleIds('server/auth/probe.ts', regex)).toEqual([]);
    expect(await ruleIds('server/repositories/probe.ts', variable)).not.toContain('no-restricted-syntax');
  });

  it('lets repositories, migrations and the seed run SQL', async () => {
    for (const folder of ['repositories', 'db', 'seed']) {
      expect(await ruleIds(`server/${folder}/probe.ts`, RUN_SQL), folder).not.toContain('no-restricted-syntax');
    }
  });

  it('keeps the database modules and drivers out of every folder but server/db (the Db type and transactions stay open)', async () => {
    const ok = await ruleIds(
      'server/routes/probe.ts',
      "import type { Db } from '../db/db.ts';\nexport const f = (db: Db) => db.transaction(async () => 1);\n",
    );
    expect(ok).toEqual([]);
    const open = await ruleIds(
      'server/auth/probe.ts',
      "import { openDatabase } from '../db/open-database.ts';\nexport const o = openDatabase;\n",
    );
    expect(open).toContain('import-x/no-restricted-paths');
    const pg = await ruleIds('server/feed/probe.ts', "import pg from 'pg';\nexport const p = pg;\n");
    expect(pg).toContain('no-restricted-imports');
    const pglite = await ruleIds(
      'server/routes/probe.ts',
      "import { PGlite } from '@electric-sql/pglite';\nexport const p = PGlite;\n",
    );
    expect(pglite).toContain('no-restricted-imports');
  });

  it('forbids repositories to import server/http (they answer rows or nothing)', async () => {
    const ids = await ruleIds(
      'server/repositories/probe.ts',
      "import { HttpError } from '../http/http-error.ts';\nexport const e = new HttpError(404, 'x');\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('keeps server/domain pure: no http/, repositories or database types', async () => {
    for (const source of ['../http/messages.ts', '../repositories/plans.ts', '../db/db.ts']) {
      const ids = await ruleIds(
        'server/domain/probe.ts',
        `import type * as m from '${source}';\nexport type M = typeof m;\n`,
      );
      expect(ids, source).toContain('import-x/no-restricted-paths');
    }
    const contract = await ruleIds(
      'server/domain/probe.ts',
      "import type { Holder } from '../../src/contract/organization.ts';\nexport type H = Holder;\n",
    );
    expect(contract).toEqual([]);
  });

  it('keeps the dev-stack tooling out of the runtime', async () => {
    const code = "import { startIdentity } from '../dev-stack/start-identity.ts';\nexport const s = startIdentity;\n";
    expect(await ruleIds('server/identity/probe.ts', code)).toContain('import-x/no-restricted-paths');
    const inside = await ruleIds(
      'server/dev-stack/probe.ts',
      "import { sendCognitoRaw } from '../identity/cognito-client.ts';\nexport const c = sendCognitoRaw;\n",
    );
    expect(inside).toEqual([]);
  });
});
