// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Unresolvable paths are skipped by the rule, so probes import files that exist (src/main.tsx, the contract).
// The architecture's import rules (docs/architecture.md#import-rules) are only real if lint rejects a violation.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// ESLint's first run loads the TypeScript parser: slow on a busy 2-core machine.
describe('import rules', { timeout: 30_000 }, () => {
  it('keeps src/contract free of app and server imports', async () => {
    const ids = await ruleIds('src/contract/probe.ts', "import { DEMO_USERS } from '../../server/demo/demo-users.ts';\nexport const x = DEMO_USERS;\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('lets the server import the contract but nothing else of the PWA', async () => {
    const ok = await ruleIds('server/probe.ts', "import type { Holder } from '../src/contract/organization.ts';\nexport type X = Holder;\n");
    expect(ok).not.toContain('import-x/no-restricted-paths');
    const bad = await ruleIds('server/probe.ts', "import '../src/main.tsx';\n");
    expect(bad).toContain('import-x/no-restricted-paths');
  });

  it('forbids aws-amplify and idb outside their one module', async () => {
    const amplify = await ruleIds('src/app/probe.ts', "import { Amplify } from 'aws-amplify';\nexport const a = Amplify;\n");
    expect(amplify).toContain('no-restricted-imports');
    const idb = await ruleIds('src/lib/probe.ts', "import { openDB } from 'idb';\nexport const o = openDB;\n");
    expect(idb).toContain('no-restricted-imports');
  });

  it('forbids fetch outside the HTTP client', async () => {
    const ids = await ruleIds('src/app/probe.ts', "export const f = () => fetch('/v1/user');\n");
    expect(ids).toContain('no-restricted-syntax');
  });

  it('forbids default exports', async () => {
    const ids = await ruleIds('src/lib/probe.ts', 'const x = 1;\nexport default x;\n');
    expect(ids).toContain('import-x/no-default-export');
  });
});
