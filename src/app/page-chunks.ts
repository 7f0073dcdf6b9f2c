import { paths } from '../lib/paths';

/**
 * The lazy chunks of the signed-in shell, in one place: the routers render them through lazyWithTimeout, and the
 * boot starts the ones the first screen needs before the session is read (bench figures 4 and 5: otherwise the
 * shell's chunk and then the page's load one after the other, each only once the previous one has run).
 */
export const shellChunks = {
  shellRoutes: () => import('./shell-routes'),
  home: () => import('./pages/home-page'),
  processList: () => import('./pages/process-list-page'),
  processDetail: () => import('./pages/process-detail-page'),
  notifications: () => import('./pages/notifications-page'),
  activities: () => import('./pages/activities-page'),
  analysis: () => import('./pages/analysis-page'),
  offline: () => import('./pages/offline-page'),
};

type ChunkName = Exclude<keyof typeof shellChunks, 'shellRoutes'>;

/** The page chunk of a shell path, or null for pages without one of their own (redirects, placeholders). */
export function pageChunkFor(pathname: string): ChunkName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return 'home';
  if (path === paths.processes) return 'processList';
  if (path.startsWith(`${paths.processes}/`)) return 'processDetail';
  if (path === paths.notifications) return 'notifications';
  if (path === paths.activities) return 'activities';
  if (path.startsWith(`${paths.analyses}/`)) return 'analysis';
  if (path === paths.offline) return 'offline';
  return null;
}

/** Starts downloading the shell and the page of `pathname` now; the routes pick them up when they render. */
export function preloadShellFor(pathname: string): void {
  const page = pageChunkFor(pathname);
  // Failures are left to the routes, which show the retry (spec §9); a preload has nobody to tell.
  void shellChunks.shellRoutes().catch(() => undefined);
  if (page) void shellChunks[page]().catch(() => undefined);
}
