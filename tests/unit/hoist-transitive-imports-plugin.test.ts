// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { hoistTransitiveImports, transitiveImports, withImports } from '../../scripts/hoist-transitive-imports-plugin';

const dir = mkdtempSync(join(tmpdir(), 'hoist-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, code: string) => writeFileSync(join(dir, name), code);
const logged = (name: string) => `globalThis.order.push('${name}');`;

// Three lazy pages: x is shared by the first two and imports y, which all three share, so the first page's chunk
// reaches y only through x's chunk. c, shared by the first and the third, is imported before x: it must still be
// evaluated first (an import of y placed before the others would run y first).
file(
  'main.js',
  `export const load = async () => { await import('./p1.js'); await import('./p2.js'); await import('./p3.js'); };`,
);
file('p1.js', `import { c } from './c.js'; import { x } from './x.js'; ${logged('p1')} export const p = () => c + x;`);
file('p2.js', `import { x } from './x.js'; ${logged('p2')} export const p = () => x;`);
file('p3.js', `import { c } from './c.js'; import { y } from './y.js'; ${logged('p3')} export const p = () => c + y;`);
file('c.js', `${logged('c')} export const c = 'c';`);
file('x.js', `import { y } from './y.js'; ${logged('x')} export const x = 'x' + y;`);
file('y.js', `${logged('y')} export const y = 'y';`);

async function build(hoist: boolean, out: string) {
  const bundle = await rolldown({
    input: join(dir, 'main.js'),
    plugins: hoist ? [hoistTransitiveImports() as Plugin] : [],
    logLevel: 'silent',
  });
  const { output } = await bundle.write({ dir: join(dir, out), chunkFileNames: 'js/[name]-[hash].js' });
  await bundle.close();
  const chunks = output.flatMap((o) => (o.type === 'chunk' ? [o] : []));
  const page = chunks.find((c) => c.facadeModuleId?.endsWith('p1.js'));
  const shared = (module: string) => chunks.find((c) => Object.keys(c.modules).some((m) => m.endsWith(module)));
  return { page, x: shared('x.js'), y: shared('y.js'), entry: chunks.find((c) => c.isEntry) };
}

async function evaluationOrder(out: string, entry: string) {
  const global = globalThis as { order?: string[] };
  global.order = [];
  const main = (await import(pathToFileURL(join(dir, out, entry)).href)) as { load: () => Promise<unknown> };
  await main.load();
  return global.order;
}

describe('hoisted transitive imports (vite.config, Rollup’s hoistTransitiveImports)', () => {
  it('a lazy page names the chunks its imports import, so the browser asks for them at once', async () => {
    const plain = await build(false, 'plain');
    const hoisted = await build(true, 'hoisted');
    expect(plain.x && plain.y && plain.page).toBeTruthy();
    expect(plain.x?.fileName).not.toBe(plain.y?.fileName);
    // Without the plugin the page reaches y only through x, one import level later.
    expect(plain.page?.code).not.toContain(plain.y?.fileName.replace('js/', ''));
    expect(hoisted.page?.code).toContain(`import "./${hoisted.y?.fileName.replace('js/', '')}";`);
    // Its own imports are not repeated.
    const xName = hoisted.x?.fileName.replace('js/', '') ?? '';
    expect(hoisted.page?.code.split(xName).length).toBe(2);
  });

  it('evaluates the modules in the same order as without it', async () => {
    const plain = await build(false, 'plain-run');
    const hoisted = await build(true, 'hoisted-run');
    const before = await evaluationOrder('plain-run', plain.entry?.fileName ?? '');
    const after = await evaluationOrder('hoisted-run', hoisted.entry?.fileName ?? '');
    expect(before).toEqual(['c', 'y', 'x', 'p1', 'p2', 'p3']);
    expect(after).toEqual(before);
  });

  it('follows cycles once and leaves out the chunk itself', () => {
    const chunks = new Map([
      ['a.js', { imports: ['b.js'] }],
      ['b.js', { imports: ['c.js', 'a.js'] }],
      ['c.js', { imports: ['b.js', 'd.js'] }],
      ['d.js', { imports: [] }],
    ]);
    expect(transitiveImports('a.js', chunks)).toEqual(['c.js', 'd.js']);
    expect(transitiveImports('d.js', chunks)).toEqual([]);
  });

  it('appends before a source-map comment and writes paths relative to the chunk', () => {
    const code = 'console.log(1);\n//# sourceMappingURL=a.js.map\n';
    expect(withImports(code, 'static/js/a.js', ['static/js/b.js', 'static/other/c.js'])).toBe(
      'console.log(1);\nimport "./b.js";import "../other/c.js";\n//# sourceMappingURL=a.js.map\n',
    );
    expect(withImports('x();', 'a.js', [])).toBe('x();');
  });
});
