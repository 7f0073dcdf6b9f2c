import { resolve } from 'node:path';
import { parseAst, type Plugin, type Rolldown } from 'vite';

interface StaticGraph {
  plugin: Plugin;
  /** Whether a module is one of the roots or imported by them statically (known once the build has parsed). */
  has: (id: string) => boolean;
}

/** What one module imports and re-exports, by source specifier. 'all': a namespace, a side effect or `export *`. */
interface ModuleShape {
  /** Only imports and re-exports (a package's index): its names lead elsewhere, it has no code of its own. */
  barrel: boolean;
  /** Every import and re-export: the names it takes from each source. */
  uses: Array<{ source: string; names: string[] | 'all' }>;
  /** A barrel's exported names: where each comes from ('*': the source's namespace). */
  exports: Map<string, { source: string; imported: string }>;
  /** A barrel's `export * from` sources. */
  stars: string[];
}

type Node = Record<string, unknown> & { type: string };

const nameOf = (node: unknown): string => {
  const n = node as { name?: string; value?: string };
  return n.name ?? String(n.value);
};

/** The import/export shape of a module's (transformed) code; null when it does not parse as ESM (CommonJS, CSS). */
function moduleShape(code: string): ModuleShape | null {
  let body: Node[];
  try {
    body = (parseAst(code) as unknown as { body: Node[] }).body;
  } catch {
    return null;
  }
  const shape: ModuleShape = { barrel: true, uses: [], exports: new Map(), stars: [] };
  const imported = new Map<string, { source: string; imported: string }>();
  const localExports: Array<[string, string]> = [];
  for (const node of body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    if (node.type === 'ImportDeclaration' && source !== undefined) {
      const specifiers = node.specifiers as Node[];
      if (specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier'))
        shape.uses.push({ source, names: 'all' });
      else
        shape.uses.push({
          source,
          names: specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
        });
      for (const s of specifiers) {
        const name =
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ImportNamespaceSpecifier'
              ? '*'
              : nameOf(s.imported);
        imported.set(nameOf(s.local), { source, imported: name });
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const specifiers = node.specifiers as Node[];
      if (source !== undefined) {
        shape.uses.push({ source, names: specifiers.map((s) => nameOf(s.local)) });
        for (const s of specifiers) shape.exports.set(nameOf(s.exported), { source, imported: nameOf(s.local) });
      } else {
        for (const s of specifiers) localExports.push([nameOf(s.exported), nameOf(s.local)]);
      }
    } else if (node.type === 'ExportAllDeclaration' && source !== undefined) {
      shape.uses.push({ source, names: 'all' });
      if (node.exported) shape.exports.set(nameOf(node.exported), { source, imported: '*' });
      else shape.stars.push(source);
    } else {
      shape.barrel = false;
    }
  }
  for (const [exported, local] of localExports) {
    const from = imported.get(local);
    if (from) shape.exports.set(exported, from);
    else shape.barrel = false;
  }
  return shape;
}

/**
 * Collects the static import graph of some modules of the build, for a `codeSplitting` group to put in one file. The
 * groups are applied when chunks are made, after `buildEnd`, so the graph is complete by then.
 *
 * A package's index (a barrel: only imports and re-exports, as @mantine/core's or @tabler/icons-react's) is followed
 * only for the names imported from it. Followed whole, it pulled every Mantine component and icon any page uses into
 * the shell's file (figure 1: the signed-in home was 250 KiB of JS, ~50 of it for other pages).
 */
export function staticGraph(roots: string[]): StaticGraph {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'painel-static-graph',
    apply: 'build',
    async buildEnd() {
      members.clear();
      const barrelMembers = new Set<string>();
      const shapes = new Map<string, ModuleShape | null>();
      const barrelNames = new Map<string, Set<string>>();
      const resolved = new Map<string, string | null>();
      const shapeOf = (id: string, info: Rolldown.ModuleInfo): ModuleShape | null => {
        if (!shapes.has(id))
          shapes.set(id, info.code === null || info.inputFormat === 'cjs' ? null : moduleShape(info.code));
        return shapes.get(id) ?? null;
      };
      const resolveFrom = async (importer: string, source: string): Promise<string | null> => {
        const key = `${importer}\0${source}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(source, importer))?.id ?? null);
        return resolved.get(key) ?? null;
      };
      const pending: Array<{ id: string; names: string[] | 'all' }> = roots.map((root) => ({
        id: resolve(root),
        names: 'all',
      }));
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { id, names } = next;
        if (members.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const shape = shapeOf(id, info);
        if (!shape) {
          // Not ESM (CommonJS, styles): everything it imports.
          members.add(id);
          pending.push(...info.importedIds.map((imported) => ({ id: imported, names: 'all' as const })));
          continue;
        }
        if (shape.barrel && names !== 'all') {
          // With the group, though it has no code: left out, it became an empty file of its own (one more request).
          barrelMembers.add(id);
          const done = barrelNames.get(id) ?? new Set<string>();
          barrelNames.set(id, done);
          for (const name of names) {
            if (done.has(name)) continue;
            done.add(name);
            const from = shape.exports.get(name);
            const targets = from
              ? [{ source: from.source, imported: from.imported }]
              : shape.stars.map((source) => ({ source, imported: name }));
            for (const target of targets) {
              const targetId = await resolveFrom(id, target.source);
              if (!targetId) continue;
              // `export *` offers every source's names: only the one that has this name is followed.
              if (!from && !(this.getModuleInfo(targetId)?.exports ?? []).includes(name)) continue;
              pending.push({ id: targetId, names: target.imported === '*' ? 'all' : [target.imported] });
            }
          }
          continue;
        }
        members.add(id);
        for (const use of shape.uses) {
          const usedId = await resolveFrom(id, use.source);
          if (usedId) pending.push({ id: usedId, names: use.names });
        }
      }
      for (const id of barrelMembers) members.add(id);
      if (!roots.every((root) => members.has(resolve(root))))
        this.error(`static graph: a root is not part of the build (${roots.join(', ')})`);
    },
  };
  // Not the bundler's virtual modules (its runtime, Vite's preload helper): they belong with the entry.
  return { plugin, has: (id) => !id.startsWith('\0') && members.has(id) };
}
