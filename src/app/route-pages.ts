import type { ComponentType } from 'react';
import { hasPage, matchesRoute, routesOf, type OutsidePageRouteId } from '../lib/paths';
import { lazyWithTimeout } from '../offline/lazy-with-timeout';
import { LazyMantineScope } from './page-chunks';
import { LoginPage } from './pages/login-page';

/**
 * The page of every route of the table (lib/paths.ts) outside the shell (the shell's are in shell-pages.ts, in its
 * file): a route without a page is a type error. Every page but the login is its own chunk, loaded through the 120 s ChunkLoadError wrapper (docs/product.md#timeouts). The login page comes with
 * the entry: on a first visit it is the page, and a lazy chunk would cost one more round trip.
 */
export const routePages: Record<OutsidePageRouteId, ComponentType> = {
  login: LoginPage,
  completeNewPassword: lazyWithTimeout(
    'complete-new-password-page',
    () => import('./pages/complete-new-password-page'),
    (m) => m.CompleteNewPasswordPage,
  ),
  forgotPassword: lazyWithTimeout(
    'forgot-password-page',
    () => import('./pages/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  viewer: lazyWithTimeout(
    'viewer-page',
    () => import('./pages/viewer-page'),
    (m) => m.ViewerPage,
  ),
  player: lazyWithTimeout(
    'player-page',
    () => import('./pages/player-page'),
    (m) => m.PlayerPage,
  ),
};

/** The lazy sign-in screen at `pathname` (not the login, which comes with the entry), or null. */
export function publicPageFor(pathname: string): OutsidePageRouteId | null {
  const id = routesOf('public')
    .filter(hasPage)
    .find((route) => route !== 'login' && matchesRoute(route, pathname));
  // routesOf('public'): never a shell page.
  return (id as OutsidePageRouteId | undefined) ?? null;
}

/**
 * A sign-in screen other than the login opened directly (a bookmarked reset page): its chunk and Mantine's scope
 * start together, instead of the page's waiting for the scope to render.
 */
export function preloadPublicPageFor(pathname: string): void {
  const id = publicPageFor(pathname);
  if (id === null) return;
  void LazyMantineScope.preload();
  const page = routePages[id] as Partial<{ preload: () => Promise<void> }>;
  void page.preload?.();
}
