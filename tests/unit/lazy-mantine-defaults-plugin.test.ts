// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyMantineDefaults } from '../../scripts/lazy-mantine-defaults-plugin';

const MANTINE = resolve('node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables');
const dir = mkdtempSync(join(tmpdir(), 'lazy-mantine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'entry.js'),
  `export { removeDefaultVariables } from '${MANTINE}/remove-default-variables.mjs';\n` +
    `export { defaultCssVariablesResolver } from '${MANTINE}/default-css-variables-resolver.mjs';\n` +
    `export { DEFAULT_THEME } from '${MANTINE}/../default-theme.mjs';\n`,
);

/** The module bundled with or without the plugin's transform, then imported. */
async function bundled(patch: boolean, name: string) {
  const transform = lazyMantineDefaults().transform as Plugin['transform'];
  const plugins: Plugin[] = patch ? [{ name: 'lazy', transform }] : [];
  const bundle = await rolldown({ input: join(dir, 'entry.js'), plugins, logLevel: 'silent' });
  const file = join(dir, `${name}.mjs`);
  await bundle.write({ file, format: 'esm' });
  await bundle.close();
  return import(pathToFileURL(file).href);
}

type Variables = { variables: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };

describe("the plugin that defers Mantine's default CSS variables", () => {
  it('leaves removeDefaultVariables answering as before', async () => {
    const [before, after] = await Promise.all([bundled(false, 'before'), bundled(true, 'after')]);
    const input: Variables = before.defaultCssVariablesResolver(before.DEFAULT_THEME);
    // Two variables that differ from the defaults: only they survive the cleanup.
    input.variables['--mantine-color-brand-8'] = '#1d4f7c';
    input.light['--mantine-color-dimmed'] = 'var(--mantine-color-gray-7)';
    const cleaned: Variables = after.removeDefaultVariables(input);
    expect(cleaned).toEqual(before.removeDefaultVariables(input));
    expect(cleaned.variables).toEqual({ '--mantine-color-brand-8': '#1d4f7c' });
    expect(cleaned.light).toEqual({ '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' });
  });

  it('no longer works them out when the module is evaluated', () => {
    const transform = lazyMantineDefaults().transform as { handler: (code: string, id: string) => { code: string } };
    const id = `${MANTINE}/remove-default-variables.mjs`;
    const { code } = transform.handler.call({}, readFileSync(id, 'utf8'), id);
    expect(code).not.toMatch(/^const defaultCssVariables = /m);
    expect(code).toContain('defaultCssVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME)');
    expect(code).not.toMatch(/defaultCssVariables\./);
  });

  it('fails the build when Mantine no longer has the line it relies on', () => {
    const transform = lazyMantineDefaults().transform as { handler: (code: string, id: string) => unknown };
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const id = `${MANTINE}/remove-default-variables.mjs`;
    expect(() => transform.handler.call(context, 'const defaults = somethingElse();', id)).toThrow(/is gone/);
  });
});
