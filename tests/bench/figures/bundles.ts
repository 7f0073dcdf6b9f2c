import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Measurement } from '../lib/budget.ts';
import type { BenchContext } from '../lib/context.ts';
import { addSizes, compressedSizes, entryKey, filesForRoute, type CompressedSizes, type Manifest } from '../lib/sizes.ts';

const KIB = 1024;
/**
 * Each route's lazy modules, beside the entry. The login page is bundled with the entry (router.tsx imports it
 * statically), so it has a chunk of its own only if that ever changes back: then it is counted too. The shell and the
 * home page travel in the chunk of vite.config's `shell` group, which the manifest lists by that name, not by module.
 */
const ROUTES = {
  '/user/login': ['src/app/pages/login-page.tsx'],
  '/': ['src/app/shell-routes.tsx', 'src/app/pages/home-page.tsx'],
} as const;
const OPTIONAL_CHUNKS = new Set<string>(['src/app/pages/login-page.tsx']);
const GROUP_OF: Record<string, string> = { 'src/app/shell-routes.tsx': 'shell', 'src/app/pages/home-page.tsx': 'shell' };

/** The manifest key of the chunk holding a module: its own, or its codeSplitting group's; null if it has neither. */
export function chunkKeyFor(manifest: Manifest, module: string): string | null {
  if (manifest[module]) return module;
  const group = GROUP_OF[module];
  return Object.keys(manifest).find((key) => group !== undefined && !manifest[key]?.src && manifest[key]?.name === group) ?? null;
}

function sizesOf(dist: string, files: readonly string[]): CompressedSizes {
  return addSizes(files.map((file) => compressedSizes(readFileSync(join(dist, file)))));
}

/** The URLs workbox precaches, read from the generated service worker. */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/^\//, ''));
}

/** Figure 1: what the login and home routes download, the largest chunk and the precache, from the production build. */
export async function bundlesFigure(ctx: BenchContext): Promise<Measurement[]> {
  const dist = ctx.prodDist;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const out: Measurement[] = [];
  for (const [route, chunks] of Object.entries(ROUTES)) {
    const keys = chunks.flatMap((module) => {
      const key = chunkKeyFor(manifest, module);
      if (key) return [key];
      if (OPTIONAL_CHUNKS.has(module)) return [];
      throw new Error(`not in the build manifest, nor in a chunk group: ${module}`);
    });
    const files = filesForRoute(manifest, [entry, ...new Set(keys)]);
    const js = sizesOf(dist, files.js);
    const css = sizesOf(dist, files.css);
    const login = route === '/user/login';
    const biggest = files.js
      .map((file) => ({ file, gzip: compressedSizes(readFileSync(join(dist, file))).gzip }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((c) => `${c.file.replace('static/js/', '')} ${(c.gzip / KIB).toFixed(1)}`)
      .join(', ');
    out.push(
      { figure: '1', name: `JS for ${route}, gzip (${files.js.length} files)`, unit: 'KiB', values: [js.gzip / KIB], ...(login ? { budget: { max: 200 } } : {}), note: `largest (KiB gzip): ${biggest}` },
      { figure: '1', name: `JS for ${route}, brotli`, unit: 'KiB', values: [js.brotli / KIB] },
      { figure: '1', name: `CSS for ${route}, gzip (${files.css.length} files)`, unit: 'KiB', values: [css.gzip / KIB], ...(login ? { budget: { max: 35 } } : {}) },
      { figure: '1', name: `CSS for ${route}, brotli`, unit: 'KiB', values: [css.brotli / KIB] },
    );
  }
  const chunks = Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const largest = chunks
    .map((file) => ({ file, raw: readFileSync(join(dist, file)).length }))
    .sort((a, b) => b.raw - a.raw)[0];
  out.push({ figure: '1', name: 'Largest chunk, raw', unit: 'KiB', values: [(largest?.raw ?? Number.NaN) / KIB], budget: { max: 2048 }, note: largest?.file ?? '' });
  const precache = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));
  const total = sizesOf(dist, precache);
  out.push(
    { figure: '1', name: `Precache, raw (${precache.length} files)`, unit: 'KiB', values: [total.raw / KIB] },
    { figure: '1', name: 'Precache, gzip', unit: 'KiB', values: [total.gzip / KIB] },
  );
  return out;
}
