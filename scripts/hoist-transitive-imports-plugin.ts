import { posix } from 'node:path';
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; code: string };
type Output = Chunk | { type: 'asset' };

/** Every chunk a chunk reaches through static imports, the ones it imports itself excluded. */
export function transitiveImports(fileName: string, chunks: ReadonlyMap<string, { imports: string[] }>): string[] {
  const direct = new Set(chunks.get(fileName)?.imports ?? []);
  const seen = new Set<string>([fileName]);
  const found: string[] = [];
  const visit = (name: string) => {
    for (const next of chunks.get(name)?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (!direct.has(next)) found.push(next);
      visit(next);
    }
  };
  visit(fileName);
  return found;
}

/** The chunk's code with a bare import of each file, after everything else (before a source-map comment). */
export function withImports(code: string, fromFile: string, files: readonly string[]): string {
  if (files.length === 0) return code;
  const dir = posix.dirname(fromFile);
  const lines = files.map((file) => {
    const relative = posix.relative(dir, file);
    return `import ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`;
  });
  const mapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(code);
  const at = mapComment ? mapComment.index : code.length;
  return `${code.slice(0, at)}\n${lines.join('')}${code.slice(at)}`;
}

/**
 * Rollup's `hoistTransitiveImports`, which Rolldown does not implement: a chunk names every chunk it needs, not only
 * the ones it imports itself. Without it the browser finds a lazy page's files one import level at a time, a fetch and
 * a parse each (the process list has four levels below its own file; docs/performance.md). Vite's modulepreload links
 * do the same on a first visit and are skipped under the service worker, where inserting them cost more than they
 * saved.
 *
 * The imports are appended after the chunk's code: a module's imports are evaluated in source order, and each added
 * one is reached through an earlier import, so it is already evaluated when its turn comes and the order of
 * evaluation does not change. Nothing before them moves, so the source map stays exact.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'painel-hoist-transitive-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Chunk>();
        for (const output of Object.values(bundle) as Output[])
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        for (const chunk of chunks.values())
          chunk.code = withImports(chunk.code, chunk.fileName, transitiveImports(chunk.fileName, chunks));
      },
    },
  };
}
