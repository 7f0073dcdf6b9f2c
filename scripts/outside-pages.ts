import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** vite.config's group of the process list's imports, which no page outside the shell may load (bench figure 1). */
export const LIST_KIT_CHUNK = 'list-kit';

/** The files that load the pages outside the signed-in shell: the sign-in screens and popups, and the 404. */
const LOADERS = ['src/app/route-pages.ts', 'src/app/page-chunks.ts'];

/**
 * The modules of the pages outside the shell, read from the files that import them lazily, so a new one counts
 * without a list to keep: the build keeps the process list's shared file out of them (vite.config's `list-kit`) and
 * the bench checks that none loads it.
 */
export function outsidePages(root = '.'): string[] {
  const pages = LOADERS.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/import\('\.\/(pages\/[\w-]+)'\)/g)].map(
      (m) => `src/app/${m[1]}.tsx`,
    ),
  );
  if (pages.length === 0) throw new Error(`no page found in ${LOADERS.join(' or ')}`);
  return pages;
}
