import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface StaticGraph {
  plugin: Plugin;
  /** Whether a module is one of the roots or imported by them statically (known once the build has parsed). */
  has: (id: string) => boolean;
}

/**
 * Collects the static import graph of some modules of the build, for a `codeSplitting` group to put in one file. The
 * groups are applied when chunks are made, after `buildEnd`, so the graph is complete by then.
 */
export function staticGraph(roots: string[]): StaticGraph {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'painel-static-graph',
    apply: 'build',
    buildEnd() {
      members.clear();
      const pending = roots.map((root) => resolve(root));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (members.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        members.add(id);
        pending.push(...info.importedIds);
      }
      if (!roots.every((root) => members.has(resolve(root)))) this.error(`static graph: a root is not part of the build (${roots.join(', ')})`);
    },
  };
  // Not the bundler's virtual modules (its runtime, Vite's preload helper): they belong with the entry.
  return { plugin, has: (id) => !id.startsWith('\0') && members.has(id) };
}
