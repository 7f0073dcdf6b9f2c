import { lazyWithTimeout } from '../offline/lazy-with-timeout';

/**
 * The lazy chunks of the signed-in shell: the routers render them, and the boot preloads the ones the first screen
 * needs before the session is read (otherwise the shell's chunk and then the
 * page's load one after the other, each only once the previous one has rendered).
 */
export const ShellRoutes = lazyWithTimeout(
  'shell-routes',
  () => import('./shell-routes'),
  (m) => m.ShellRoutes,
);

/** The query cache and its persistence, around every screen that reads the API; it travels in the shell's file. */
export const DataProviders = lazyWithTimeout(
  'data-providers',
  () => import('./data-providers'),
  (m) => m.DataProviders,
);

/**
 * Mantine's provider for what is drawn with Mantine components outside the shell and the popups (whose DataProviders
 * bring it): the sign-in screens other than the login, and the signed-out 404. The login itself is bare.
 */
export const LazyMantineScope = lazyWithTimeout(
  'mantine-scope',
  () => import('./mantine-scope'),
  (m) => m.MantineScope,
);

/** Unknown addresses, signed in or not: not a route of the table. */
export const NotFoundPage = lazyWithTimeout(
  'not-found-page',
  () => import('./pages/not-found-page'),
  (m) => m.NotFoundPage,
);

/** Starts downloading the shell and the page of `pathname` now; the routes render them without waiting. */
export function preloadShellFor(pathname: string): void {
  void DataProviders.preload();
  void ShellRoutes.preload();
  // The shell's file holds the page table: the page's own chunk starts as soon as that file is in (from the service
  // worker's cache, on a repeat visit); the login screen's file no longer lists every page's chunks.
  void import('./shell-pages').then(
    ({ preloadShellPage }) => preloadShellPage(pathname),
    () => undefined,
  );
}
