import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '../components/page-loader';
import { useAuthState } from '../lib/auth-store';
import { isShellPath, paths } from '../lib/paths';
import { lazyWithTimeout } from '../offline/lazy-with-timeout';
import { PageBoundary } from './page-boundary';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { ShellRoutes } from './page-chunks';
import { LoginPage } from './pages/login-page';

// Every page but the login is its own chunk, loaded through the 120 s ChunkLoadError wrapper (docs/product.md#timeouts). The login
// page comes with the entry: on a first visit it is the page, and a lazy chunk would cost one more round trip.
const CompleteNewPasswordPage = lazyWithTimeout(
  'complete-new-password-page',
  () => import('./pages/complete-new-password-page'),
  (m) => m.CompleteNewPasswordPage,
);
const ForgotPasswordPage = lazyWithTimeout('forgot-password-page', () => import('./pages/forgot-password-page'), (m) => m.ForgotPasswordPage);
const ViewerPage = lazyWithTimeout('viewer-page', () => import('./pages/viewer-page'), (m) => m.ViewerPage);
const PlayerPage = lazyWithTimeout('player-page', () => import('./pages/player-page'), (m) => m.PlayerPage);
const NotFoundPage = lazyWithTimeout('not-found-page', () => import('./pages/not-found-page'), (m) => m.NotFoundPage);

/** Known shell paths need a session; unknown paths get the 404 even when signed out. */
function ShellOrNotFound() {
  const [location] = useLocation();
  const { status } = useAuthState();
  if (status === 'signedOut' && !isShellPath(location)) return <NotFoundPage signedIn={false} />;
  return (
    <RequireAuth>
      <ShellRoutes />
    </RequireAuth>
  );
}

export function AppRouter() {
  return (
    <PageBoundary fallback={<PageLoader fullScreen />}>
      <Switch>
        <Route path={paths.login}>
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path={paths.completeNewPassword}>
          <PublicOnly>
            <CompleteNewPasswordPage />
          </PublicOnly>
        </Route>
        <Route path={paths.forgotPassword}>
          <PublicOnly>
            <ForgotPasswordPage />
          </PublicOnly>
        </Route>
        <Route path={paths.viewer}>
          <RequireAuth>
            <ViewerPage />
          </RequireAuth>
        </Route>
        <Route path={paths.player}>
          <RequireAuth>
            <PlayerPage />
          </RequireAuth>
        </Route>
        <Route>
          <ShellOrNotFound />
        </Route>
      </Switch>
    </PageBoundary>
  );
}
