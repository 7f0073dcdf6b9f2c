// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { staticGraph } from '../../scripts/static-graph-plugin';

const dir = mkdtempSync(join(tmpdir(), 'static-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, code: string) => writeFileSync(join(dir, name), code);

// An entry with two lazy screens: the shell (a, b) and a page sharing b with it and owning c.
file('main.js', `import('./shell.js').then((m) => m.shell()); import('./page.js').then((m) => m.page());`);
file('shell.js', `import { a } from './a.js'; import { b } from './b.js'; export const shell = () => a() + b();`);
file('page.js', `import { b } from './b.js'; import { c } from './c.js'; export const page = () => b() + c();`);
file('a.js', `export const a = () => 'a';`);
file('b.js', `export const b = () => 'b';`);
file('c.js', `export const c = () => 'c';`);
// A package-like index: the shell takes x from it, another page y; only x belongs to the shell's file.
file('lib-x.js', `export const x = () => 'x';`);
file('lib-y.js', `export const y = () => 'y';`);
file('lib-z.js', `export const z = () => 'z';`);
file(
  'lib-index.js',
  `import { x } from './lib-x.js'; export { y } from './lib-y.js'; export * from './lib-z.js'; export { x };`,
);
file('main2.js', `import('./shell2.js').then((m) => m.shell()); import('./page2.js').then((m) => m.page());`);
file('shell2.js', `import { x, z } from './lib-index.js'; export const shell = () => x() + z();`);
file('page2.js', `import { y } from './lib-index.js'; export const page = () => y();`);

async function chunks(group: boolean) {
  const graph = staticGraph([join(dir, 'shell.js')]);
  const bundle = await rolldown({ input: join(dir, 'main.js'), plugins: [graph.plugin as Plugin], logLevel: 'silent' });
  const { output } = await bundle.generate({
    codeSplitting: group ? { groups: [{ name: 'shell', test: (id) => graph.has(id) }] } : true,
  });
  await bundle.close();
  return output.flatMap((o) =>
    o.type === 'chunk'
      ? [
          {
            name: o.name,
            modules: Object.keys(o.modules)
              .filter((m) => !m.startsWith('\0'))
              .map((m) => m.replace(`${dir}/`, ''))
              .sort(),
            imports: o.imports,
          },
        ]
      : [],
  );
}

describe('the static graph of a lazy screen (vite.config codeSplitting)', () => {
  it('without the group, what the shell shares with a page is a file of its own', async () => {
    const out = await chunks(false);
    expect(out.find((c) => c.modules.includes('b.js'))?.modules).toEqual(['b.js']);
  });

  it('with it, the shell and all it imports are one file, which the page reuses', async () => {
    const out = await chunks(true);
    const shell = out.find((c) => c.modules.includes('shell.js'));
    expect(shell?.modules).toEqual(['a.js', 'b.js', 'shell.js']);
    const page = out.find((c) => c.modules.includes('page.js'));
    expect(page?.modules).toEqual(['c.js', 'page.js']);
    expect(page?.imports.some((i) => i.startsWith('shell'))).toBe(true);
  });

  it('follows a package index only for the names imported from it (an index re-exporting every component)', async () => {
    const graph = staticGraph([join(dir, 'shell2.js')]);
    const bundle = await rolldown({
      input: join(dir, 'main2.js'),
      plugins: [graph.plugin as Plugin],
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({
      codeSplitting: { groups: [{ name: 'shell', test: (id) => graph.has(id) }] },
    });
    await bundle.close();
    const shell = output.find((o) => o.type === 'chunk' && o.name === 'shell');
    const modules =
      shell && shell.type === 'chunk' ? Object.keys(shell.modules).map((m) => m.replace(`${dir}/`, '')) : [];
    expect(modules).toContain('lib-x.js');
    expect(modules).toContain('lib-z.js');
    expect(modules).not.toContain('lib-y.js');
  });

  it('stops the build when a root is not part of it (a moved file would silently undo the grouping)', async () => {
    const graph = staticGraph([join(dir, 'missing.js')]);
    const bundle = await rolldown({
      input: join(dir, 'main.js'),
      plugins: [graph.plugin as Plugin],
      logLevel: 'silent',
    });
    await expect(bundle.generate()).rejects.toThrow(/static graph/);
    await bundle.close();
  });
});
