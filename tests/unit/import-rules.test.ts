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
    const ids = await ruleIds(
      'src/contract/probe.ts',
      "import { DEMO_USERS } from '../../server/demo/demo-users.ts';\nexport const x = DEMO_USERS;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('lets the server import the contract but nothing else of the PWA', async () => {
    const ok = await ruleIds(
      'server/probe.ts',
      "import type { Holder } from '../src/contract/organization.ts';\nexport type X = Holder;\n",
    );
    expect(ok).not.toContain('import-x/no-restricted-paths');
    const bad = await ruleIds('server/probe.ts', "import '../src/main.tsx';\n");
    expect(bad).toContain('import-x/no-restricted-paths');
  });

  it('forbids aws-amplify and idb outside their one module', async () => {
    const amplify = await ruleIds(
      'src/app/probe.ts',
      "import { Amplify } from 'aws-amplify';\nexport const a = Amplify;\n",
    );
    expect(amplify).toContain('no-restricted-imports');
    const idb = await ruleIds('src/lib/probe.ts', "import { openDB } from 'idb';\nexport const o = openDB;\n");
    expect(idb).toContain('no-restricted-imports');
  });

  it('forbids fetch outside the HTTP client, however it is reached', async () => {
    for (const file of [
      'src/app/probe.ts',
      'src/features/processes/probe.ts',
      'src/offline/probe.ts',
      'src/lib/probe.ts',
    ])
      expect(await ruleIds(file, "export const f = () => fetch('/v1/user');\n"), file).toContain(
        'no-restricted-globals',
      );
    const viaWindow = await ruleIds('src/app/probe.ts', "export const f = () => window.fetch('/v1/user');\n");
    expect(viaWindow).toContain('no-restricted-properties');
    const inHttp = await ruleIds('src/lib/http/probe.ts', "export const f = () => fetch('/v1/user');\n");
    expect(inHttp).not.toContain('no-restricted-globals');
  });

  it('forbids default exports', async () => {
    const ids = await ruleIds('src/lib/probe.ts', 'const x = 1;\nexport default x;\n');
    expect(ids).toContain('import-x/no-default-export');
  });

  it('forbids a feature importing another feature, and allows its own modules', async () => {
    const other = await ruleIds(
      'src/features/processes/probe.ts',
      "import { DEFAULT_NOTIFICATION_FILTERS } from '../notifications/notification-filters';\nexport const x = DEFAULT_NOTIFICATION_FILTERS;\n",
    );
    expect(other).toContain('import-x/no-restricted-paths');
    const own = await ruleIds(
      'src/features/processes/probe.ts',
      "import { processKeys } from './api/process-keys';\nexport const x = processKeys;\n",
    );
    expect(own).not.toContain('import-x/no-restricted-paths');
  });

  it('forbids the lower layers (components, lib, offline) importing app/', async () => {
    for (const layer of ['components', 'lib', 'offline']) {
      const ids = await ruleIds(
        `src/${layer}/probe.ts`,
        "import { theme } from '../app/theme';\nexport const x = theme;\n",
      );
      expect(ids, layer).toContain('import-x/no-restricted-paths');
    }
  });

  it('orders the lower layers: lib imports neither components nor offline, offline not components', async () => {
    const libComponents = await ruleIds(
      'src/lib/probe.ts',
      "import { PageLoader } from '../components/page-loader';\nexport const x = PageLoader;\n",
    );
    expect(libComponents).toContain('import-x/no-restricted-paths');
    const libOffline = await ruleIds(
      'src/lib/probe.ts',
      "import { isChunkLoadError } from '../offline/chunk-errors';\nexport const x = isChunkLoadError;\n",
    );
    expect(libOffline).toContain('import-x/no-restricted-paths');
    const offlineComponents = await ruleIds(
      'src/offline/probe.ts',
      "import { PageLoader } from '../components/page-loader';\nexport const x = PageLoader;\n",
    );
    expect(offlineComponents).toContain('import-x/no-restricted-paths');
    const componentsOffline = await ruleIds(
      'src/components/probe.ts',
      "import { isChunkLoadError } from '../offline/chunk-errors';\nexport const x = isChunkLoadError;\n",
    );
    expect(componentsOffline).not.toContain('import-x/no-restricted-paths');
  });

  it('wants kebab-case file and folder names in src, server, tests and scripts', async () => {
    const code = 'export const x = 1;\n';
    for (const file of [
      'src/lib/formatDate.ts',
      'server/routes/Probe.ts',
      'tests/unit/probe_name.test.ts',
      'scripts/probe-Tool.ts',
      'src/features/someArea/probe.ts',
    ])
      expect(await ruleIds(file, code), file).toContain('local/file-names');
    for (const file of ['src/lib/probe-name.ts', 'tests/unit/probe-name.test.tsx', 'src/vite-env.d.ts'])
      expect(await ruleIds(file, code), file).not.toContain('local/file-names');
  });

  it('forbids barrels: index files, modules of re-exports and export *', async () => {
    const reExports = "export { formatBytes } from './format-bytes';\nexport { formatDate } from './format-date';\n";
    expect(await ruleIds('src/lib/index.ts', 'export const x = 1;\n')).toContain('local/file-names');
    expect(await ruleIds('src/lib/probe.ts', reExports)).toContain('import-x/avoid-barrel-files');
    expect(await ruleIds('src/lib/probe.ts', "export * from './format-bytes';\n")).toContain(
      'import-x/avoid-re-export-all',
    );
  });

  it('forbids import cycles', async () => {
    // Linted as src/lib/paths.ts, which return-path.ts imports: importing it back closes a cycle.
    const ids = await ruleIds(
      'src/lib/paths.ts',
      "import { returnQuery } from './return-path';\nexport const x = returnQuery;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });
});
