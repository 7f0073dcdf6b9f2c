import { isShellPath, paths } from '../lib/paths';

/** The pages a repeat visit most often opens first; others load when their route renders, as before. */
const LIKELY_PAGES: Record<string, () => Promise<unknown>> = {
  [paths.home]: () => import('./pages/home-page'),
  [paths.processes]: () => import('./pages/process-list-page'),
};

/**
 * Repeat visits (issue 6, figures 4 and 5): starts downloading the shell's chunk and the page's while app-config and
 * the session check run, instead of after them. The routes still import through lazyWithTimeout, which then gets the
 * same module (its 120 s limit and ChunkLoadError are unchanged); a failure here is left to that import to report.
 */
export function prefetchShell(pathname: string): void {
  if (!isShellPath(pathname)) return;
  void import('./shell-routes').catch(() => undefined);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  void LIKELY_PAGES[path]?.().catch(() => undefined);
}
