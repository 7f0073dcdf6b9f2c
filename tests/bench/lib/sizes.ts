import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** What a file costs on the wire: gzip at level 9 and brotli at quality 11, as a static host would precompress. */
export function compressedSizes(content: Buffer | string): CompressedSizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

export function addSizes(sizes: readonly CompressedSizes[]): CompressedSizes {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its entry module's, or its codeSplitting group's (then it has no src). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteFiles {
  js: string[];
  css: string[];
}

/**
 * The files a route needs before it can render: the entry, the route's lazy chunks, and every chunk they import
 * statically (transitively), with the CSS of all of them. Dynamic imports are not followed: they load later.
 */
export function filesForRoute(manifest: Manifest, entryKeys: readonly string[]): RouteFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entryKeys) visit(key);
  return { js: [...js], css: [...css] };
}

/** The manifest key of the HTML entry (index.html in this app). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}
