import { matchesRoute, routesOf, type ShellPageRouteId } from '../lib/paths';
import { lazyWithTimeout, type PreloadableComponent } from '../offline/lazy-with-timeout';

/** The page of each shell route of the table (lib/paths.ts): a route without one is a type error. */
export const shellPages: Record<ShellPageRouteId, PreloadableComponent<object>> = {
  home: lazyWithTimeout(
    'home-page',
    () => import('./pages/home-page'),
    (m) => m.HomePage,
  ),
  processes: lazyWithTimeout(
    'process-list-page',
    () => import('./pages/process-list-page'),
    (m) => m.ProcessListPage,
  ),
  process: lazyWithTimeout(
    'process-detail-page',
    () => import('./pages/process-detail-page'),
    (m) => m.ProcessDetailPage,
  ),
  notifications: lazyWithTimeout(
    'notifications-page',
    () => import('./pages/notifications-page'),
    (m) => m.NotificationsPage,
  ),
  deviceNotifications: lazyWithTimeout(
    'device-notifications-page',
    () => import('./pages/device-notifications-page'),
    (m) => m.DeviceNotificationsPage,
  ),
  offline: lazyWithTimeout(
    'offline-page',
    () => import('./pages/offline-page'),
    (m) => m.OfflinePage,
  ),
  activities: lazyWithTimeout(
    'activities-page',
    () => import('./pages/activities-page'),
    (m) => m.ActivitiesPage,
  ),
  analysis: lazyWithTimeout(
    'analysis-page',
    () => import('./pages/analysis-page'),
    (m) => m.AnalysisPage,
  ),
  relationships: lazyWithTimeout(
    'relationships-page',
    () => import('./pages/relationships-page'),
    (m) => m.RelationshipsPage,
  ),
  reports: lazyWithTimeout(
    'reports-page',
    () => import('./pages/reports-page'),
    (m) => m.ReportsPage,
  ),
  users: lazyWithTimeout(
    'users-page',
    () => import('./pages/users-page'),
    (m) => m.UsersPage,
  ),
  extract: lazyWithTimeout(
    'extract-page',
    () => import('./pages/extract-page'),
    (m) => m.ExtractPage,
  ),
  bills: lazyWithTimeout(
    'bills-page',
    () => import('./pages/bills-page'),
    (m) => m.BillsPage,
  ),
  bill: lazyWithTimeout(
    'bill-page',
    () => import('./pages/bill-page'),
    (m) => m.BillPage,
  ),
  consumption: lazyWithTimeout(
    'consumption-page',
    () => import('./pages/consumption-page'),
    (m) => m.ConsumptionPage,
  ),
  usersAudit: lazyWithTimeout(
    'users-audit-page',
    () => import('./pages/users-audit-page'),
    (m) => m.UsersAuditPage,
  ),
  courtSources: lazyWithTimeout(
    'court-sources-page',
    () => import('./pages/court-sources-page'),
    (m) => m.CourtSourcesPage,
  ),
  courtOab: lazyWithTimeout(
    'court-oab-page',
    () => import('./pages/court-oab-page'),
    (m) => m.CourtOabPage,
  ),
};

/** The shell page of `pathname`, or null for addresses without one (redirects, unknown paths). */
export function shellPageFor(pathname: string): ShellPageRouteId | null {
  const id = routesOf('shell').find((route) => matchesRoute(route, pathname));
  return id !== undefined && id in shellPages ? (id as ShellPageRouteId) : null;
}

/** Starts downloading the page of `pathname` (page-chunks.ts calls it once the shell's file, which holds this, is in). */
export function preloadShellPage(pathname: string): void {
  const page = shellPageFor(pathname);
  if (page) void shellPages[page].preload();
}
