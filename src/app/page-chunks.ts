import { paths } from '../lib/paths';
import { lazyWithTimeout } from '../offline/lazy-with-timeout';

/**
 * The lazy chunks of the signed-in shell, in one place: the routers render them, and the boot preloads the ones the
 * first screen needs before the session is read (bench figures 4 and 5: otherwise the shell's chunk and then the
 * page's load one after the other, each only once the previous one has rendered).
 */
export const ShellRoutes = lazyWithTimeout('shell-routes', () => import('./shell-routes'), (m) => m.ShellRoutes);

export const shellPages = {
  home: lazyWithTimeout('home-page', () => import('./pages/home-page'), (m) => m.HomePage),
  processList: lazyWithTimeout('process-list-page', () => import('./pages/process-list-page'), (m) => m.ProcessListPage),
  processDetail: lazyWithTimeout('process-detail-page', () => import('./pages/process-detail-page'), (m) => m.ProcessDetailPage),
  notifications: lazyWithTimeout('notifications-page', () => import('./pages/notifications-page'), (m) => m.NotificationsPage),
  activities: lazyWithTimeout('activities-page', () => import('./pages/activities-page'), (m) => m.ActivitiesPage),
  analysis: lazyWithTimeout('analysis-page', () => import('./pages/analysis-page'), (m) => m.AnalysisPage),
  offline: lazyWithTimeout('offline-page', () => import('./pages/offline-page'), (m) => m.OfflinePage),
} satisfies Record<string, { preload: () => Promise<void> }>;

type PageName = keyof typeof shellPages;

/** The page of a shell path, or null for paths without one of their own (redirects, placeholders). */
export function shellPageFor(pathname: string): PageName | null {
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

/** Starts downloading the shell and the page of `pathname` now; the routes render them without waiting. */
export function preloadShellFor(pathname: string): void {
  const page = shellPageFor(pathname);
  void ShellRoutes.preload();
  if (page) void shellPages[page].preload();
}
