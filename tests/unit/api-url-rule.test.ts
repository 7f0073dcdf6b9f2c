// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// An endpoint's path is written once, in src/contract/endpoints/ (docs/api.md#endpoints-in-the-contract): the rule
// is only real if lint rejects a URL written anywhere else in src/ and server/.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const TEMPLATE = 'export const url = (orgId: number) => `/v1/organization/${orgId}/notifications`;\n';
const STRING = "export const url = '/v2/organization/590/report';\n";

// ESLint's first run loads the TypeScript parser: slow on a busy 2-core machine.
describe('API URL literals', { timeout: 30_000 }, () => {
  it('are refused in the PWA, strings and templates alike', async () => {
    for (const file of [
      'src/features/notifications/api/probe.ts',
      'src/lib/probe.ts',
      'src/offline/probe.ts',
      'src/app/probe.tsx',
    ]) {
      expect(await ruleIds(file, TEMPLATE), file).toContain('no-restricted-syntax');
      expect(await ruleIds(file, STRING), file).toContain('no-restricted-syntax');
    }
  });

  it('are refused on the server, beside the SQL rule that shares the option list', async () => {
    for (const file of [
      'server/routes/probe.ts',
      'server/files/probe.ts',
      'server/repositories/probe.ts',
      'server/app-probe.ts',
    ]) {
      expect(await ruleIds(file, TEMPLATE), file).toContain('no-restricted-syntax');
    }
    const sql = "import type { Db } from '../db/db.ts';\nexport const f = (db: Db) => db.query('SELECT 1');\n";
    expect(await ruleIds('server/routes/probe.ts', sql)).toContain('no-restricted-syntax');
  });

  it('leave the PWA no way around the descriptors: apiRequest and upload are for the client itself', async () => {
    for (const [name, from] of [
      ['apiRequest', 'http'],
      ['upload', 'http/upload'],
    ]) {
      const code = `import { ${name} } from '../../../lib/${from}';\nexport const f = ${name};\n`;
      expect(await ruleIds('src/features/processes/api/probe.ts', code), name).toContain('no-restricted-imports');
    }
    expect(
      await ruleIds(
        'src/features/processes/api/probe.ts',
        "import { callApi } from '../../../lib/http/call-api';\nexport const f = callApi;\n",
      ),
    ).toEqual([]);
  });

  it('are allowed in the descriptors and in tests; prefixes and other paths are not API URLs', async () => {
    expect(await ruleIds('src/contract/endpoints/probe.ts', STRING)).toEqual([]);
    expect(await ruleIds('tests/server/probe.test.ts', STRING)).toEqual([]);
    expect(
      await ruleIds(
        'src/lib/probe.ts',
        "export const prefixes = ['/v1', '/v2', '/identity'];\nexport const page = '/processos/1';\n",
      ),
    ).toEqual([]);
  });
});
