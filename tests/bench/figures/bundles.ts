import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Measurement } from '../lib/budget.ts';
import type { BenchContext } from '../lib/context.ts';
import { LIST_KIT_CHUNK, outsidePages } from '../../../scripts/outside-pages.ts';
import { mergeShares, packageShares, type PackageShare } from '../lib/package-sizes.ts';
import {
  addSizes,
  compressedSizes,
  entryKey,
  filesForRoute,
  type CompressedSizes,
  type Manifest,
} from '../lib/sizes.ts';

const KIB = 1024;
/** Issue 21, budget 1: the login route's JS, the signed-in home's in total, and what any other page adds to them. */
export const BYTE_BUDGETS_KIB = { login: 100, home: 180, otherRoute: 90 } as const;
/** The process list's files beyond the home's (5 since its imports became one file, 32 before). */
export const PROCESS_LIST_FILES_MAX = 8;
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
const GROUP_OF: Record<string, string> = {
  'src/app/shell-routes.tsx': 'shell',
  'src/app/pages/home-page.tsx': 'shell',
};

/** The manifest key of the chunk holding a module: its own, or its codeSplitting group's; null if it has neither. */
export function chunkKeyFor(manifest: Manifest, module: string): string | null {
  if (manifest[module]) return module;
  const group = GROUP_OF[module];
  return (
    Object.keys(manifest).find((key) => group !== undefined && !manifest[key]?.src && manifest[key]?.name === group) ??
    null
  );
}

function sizesOf(dist: string, files: readonly string[]): CompressedSizes {
  return addSizes(files.map((file) => compressedSizes(readFileSync(join(dist, file)))));
}

/** Each package's share of some files' gzip bytes, from their source maps (a file without one counts as the bundler's). */
export function packagesOf(dist: string, files: readonly string[]): PackageShare[] {
  return mergeShares(
    files.map((file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      const mapFile = join(dist, `${file}.map`);
      const gzip = compressedSizes(code).gzip;
      if (!existsSync(mapFile)) return [{ name: '(bundler runtime)', raw: code.length, gzip }];
      return packageShares(
        code,
        JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string },
        gzip,
      );
    }),
  );
}

const shareText = (shares: readonly PackageShare[], top: number) =>
  shares
    .slice(0, top)
    .map((p) => `${p.name} ${(p.gzip / KIB).toFixed(1)}`)
    .join(', ');

/** The URLs workbox precaches, read from the generated service worker. */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/^\//, ''));
}

/** The pages of the table other than the login and the home, each with what it downloads beyond them. */
function otherRoutes(manifest: Manifest, shellFiles: ReadonlySet<string>): Array<{ page: string; files: string[] }> {
  return Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isDynamicEntry &&
        key.startsWith('src/app/pages/') &&
        !Object.values(ROUTES)
          .flat()
          .includes(key as never),
    )
    .map(([key]) => ({
      page: key.replace('src/app/pages/', '').replace(/\.tsx$/, ''),
      files: filesForRoute(manifest, [key]).js.filter((file) => !shellFiles.has(file)),
    }));
}

/** Figure 1: what the login and home routes download, what every other page adds, the largest chunk and the precache. */
export async function bundlesFigure(ctx: BenchContext): Promise<Measurement[]> {
  const dist = ctx.prodDist;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const out: Measurement[] = [];
  const tables: string[] = [];
  let shellFiles = new Set<string>();
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
    if (!login) shellFiles = new Set(files.js);
    const shares = packagesOf(dist, files.js);
    tables.push(packageTable(`JS for ${route}`, js.gzip, shares));
    const biggest = files.js
      .map((file) => ({ file, gzip: compressedSizes(readFileSync(join(dist, file))).gzip }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((c) => `${c.file.replace('static/js/', '')} ${(c.gzip / KIB).toFixed(1)}`)
      .join(', ');
    out.push(
      {
        figure: '1',
        name: `JS for ${route}, gzip (${files.js.length} files)`,
        unit: 'KiB',
        values: [js.gzip / KIB],
        budget: { max: login ? BYTE_BUDGETS_KIB.login : BYTE_BUDGETS_KIB.home },
        note: `largest (KiB gzip): ${biggest}; by package (from the source maps, bench-results/bundle-packages.md): ${shareText(shares, 10)}`,
      },
      { figure: '1', name: `JS for ${route}, brotli`, unit: 'KiB', values: [js.brotli / KIB] },
      {
        figure: '1',
        name: `CSS for ${route}, gzip (${files.css.length} files)`,
        unit: 'KiB',
        values: [css.gzip / KIB],
        ...(login ? { budget: { max: 35 } } : {}),
      },
      { figure: '1', name: `CSS for ${route}, brotli`, unit: 'KiB', values: [css.brotli / KIB] },
    );
  }
  const routes = otherRoutes(manifest, shellFiles)
    .map((r) => ({ ...r, gzip: sizesOf(dist, r.files).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  const heaviest = routes[0];
  if (heaviest) {
    const shares = packagesOf(dist, heaviest.files);
    tables.push(packageTable(`JS the ${heaviest.page} adds to / (its own and shared chunks)`, heaviest.gzip, shares));
    out.push({
      figure: '1',
      name: `JS any other page adds to /, gzip (largest: ${heaviest.page})`,
      unit: 'KiB',
      values: [heaviest.gzip / KIB],
      budget: { max: BYTE_BUDGETS_KIB.otherRoute },
      note: `what an in-app navigation downloads beyond the signed-in home's files (static imports; charts and PDF code load later); ${heaviest.page} by package: ${shareText(shares, 6)}; next: ${routes
        .slice(1, 6)
        .map((r) => `${r.page} ${(r.gzip / KIB).toFixed(1)}`)
        .join(', ')}`,
    });
  }
  out.push(...fileCountRows(routes), outsidePagesRow(manifest, outsidePages()));
  const chunks = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const largest = chunks
    .map((file) => ({ file, raw: readFileSync(join(dist, file)).length }))
    .sort((a, b) => b.raw - a.raw)[0];
  out.push({
    figure: '1',
    name: 'Largest chunk, raw',
    unit: 'KiB',
    values: [(largest?.raw ?? Number.NaN) / KIB],
    budget: { max: 2048 },
    note: largest?.file ?? '',
  });
  const precache = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));
  const total = sizesOf(dist, precache);
  out.push(
    { figure: '1', name: `Precache, raw (${precache.length} files)`, unit: 'KiB', values: [total.raw / KIB] },
    { figure: '1', name: 'Precache, gzip', unit: 'KiB', values: [total.gzip / KIB] },
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/bundle-packages.md',
    `# Where the bytes of figure 1 come from\n\nEach package's share of the gzip bytes, from the production build's source maps: each package's code is compressed alone and the file's real gzip size is shared out in that proportion (the rows add up to the files; the split is an estimate). "app: …" is this repository's code by folder.\n\n${tables.join('\n')}`,
  );
  return out;
}

/**
 * How many files a page's start fetches beyond the home's: on a repeat visit each is a fetch through the service worker
 * and a task of its own before the page can render. The process list's imports travel in vite.config's `list-kit`
 * group (32 files before it, 5 with it); its budget keeps them from splitting up again.
 */
export function fileCountRows(routes: ReadonlyArray<{ page: string; files: readonly string[] }>): Measurement[] {
  const list = routes.find((r) => r.page === 'process-list-page');
  if (!list) throw new Error('figure 1: the process list page is not in the build manifest');
  const byCount = [...routes].sort((a, b) => b.files.length - a.files.length);
  return [
    {
      figure: '1',
      name: 'JS files the process list adds to /',
      unit: 'files',
      values: [list.files.length],
      budget: { max: PROCESS_LIST_FILES_MAX },
      note: list.files.map((file) => file.replace('static/js/', '')).join(', '),
    },
    {
      figure: '1',
      name: `JS files any other page adds to / (most: ${byCount[0]?.page ?? 'none'})`,
      unit: 'files',
      values: [byCount[0]?.files.length ?? 0],
      note: `next: ${byCount
        .slice(1, 6)
        .map((r) => `${r.page} ${r.files.length}`)
        .join(', ')}`,
    },
  ];
}

/** The pages outside the shell that load vite.config's `list-kit` file (none should: it is the signed-in pages'). */
export function outsidePagesRow(manifest: Manifest, pages: readonly string[]): Measurement {
  const kit = Object.values(manifest).find((chunk) => chunk.name === LIST_KIT_CHUNK && !chunk.src);
  if (!kit) throw new Error(`figure 1: no ${LIST_KIT_CHUNK} chunk in the build manifest`);
  const loading = pages.filter((page) => manifest[page] && filesForRoute(manifest, [page]).js.includes(kit.file));
  return {
    figure: '1',
    name: "Pages outside the shell loading the process list's file",
    unit: 'pages',
    values: [loading.length],
    budget: { exact: 0 },
    note: loading.length > 0 ? loading.join(', ') : `none of ${pages.length} (${kit.file.replace('static/js/', '')})`,
  };
}

function packageTable(title: string, gzip: number, shares: readonly PackageShare[]): string {
  const rows = shares.map(
    (p) => `| ${p.name} | ${(p.gzip / KIB).toFixed(1)} | ${((100 * p.gzip) / gzip).toFixed(0)} % |`,
  );
  return [
    `## ${title}: ${(gzip / KIB).toFixed(1)} KiB gzip`,
    '',
    '| Package | KiB gzip | Share |',
    '| --- | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}
