import { Fragment, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '../components/page-loader';
import { useAuthState } from '../lib/auth-store';
import { hasPage, isShellPath, paths, routesOf, type OutsidePageRouteId } from '../lib/paths';
import { PageBoundary } from './page-boundary';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { DataProviders, LazyMantineScope, NotFoundPage, ShellRoutes } from './page-chunks';
import { routePages } from './route-pages';
import { WhenLoaded } from '../offline/when-loaded';

/** The shell's two lazy parts, one file: the start preloads it (main.tsx) and draws them once it is in. */
const SHELL_CHUNKS = [DataProviders, ShellRoutes];

/** Known shell paths need a session; unknown paths get the 404 even when signed out. */
function ShellOrNotFound() {
  const [location] = useLocation();
  const { status } = useAuthState();
  if (status === 'signedOut' && !isShellPath(location))
    return (
      <LazyMantineScope>
        <NotFoundPage signedIn={false} />
      </LazyMantineScope>
    );
  return (
    <RequireAuth>
      <WhenLoaded chunks={SHELL_CHUNKS} fallback={<PageLoader fullScreen />}>
        <DataProviders>
          <ShellRoutes />
        </DataProviders>
      </WhenLoaded>
    </RequireAuth>
  );
}

/** The routes outside the shell, in table order: sign-in screens for signed-out visitors, popups for signed-in ones. */
function outsideShell(layout: 'public' | 'popup', Guard: (props: { children: ReactNode }) => ReactNode) {
  // The sign-in screens read no API data; the popups do (a case file's address, a pinned file), and DataProviders
  // bring Mantine's provider with them. The login is drawn with bare components: no Mantine code in its file.
  const Data = layout === 'popup' ? DataProviders : Fragment;
  // Redirects are shell routes only (the table's types say so).
  return routesOf(layout)
    .filter(hasPage)
    .map((id) => {
      // routesOf('public' | 'popup'): never a shell page.
      const Page = routePages[id as OutsidePageRouteId];
      const Scope = layout === 'public' && id !== 'login' ? LazyMantineScope : Fragment;
      return (
        <Route key={id} path={paths[id].path}>
          <Guard>
            <Scope>
              <Data>
                <Page />
              </Data>
            </Scope>
          </Guard>
        </Route>
      );
    });
}

const publicRoutes = outsideShell('public', PublicOnly);
const popupRoutes = outsideShell('popup', RequireAuth);

export function AppRouter() {
  return (
    <PageBoundary fallback={<PageLoader fullScreen />}>
      <Switch>
        {publicRoutes}
        {popupRoutes}
        <Route>
          <ShellOrNotFound />
        </Route>
      </Switch>
    </PageBoundary>
  );
}
