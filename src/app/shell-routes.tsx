import { memo, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader } from '../components/page-loader';
import { OutboxProvider } from '../features/processes/outbox/outbox-context';
import { SessionGate } from '../features/session/components/session-gate';
import { paths, routesOf, type RouteEntry, type ShellPageRouteId } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { NotificationsHost } from './notifications-host';
import { PageBoundary } from './page-boundary';
import { NotFoundPage } from './page-chunks';
import { shellPageFor, shellPages } from './shell-pages';
import { WhenLoaded } from '../offline/when-loaded';
import { ServiceWorkerAfterFirstScreen } from './service-worker-after-first-screen';

/** The shell's routes of the table, in its order: a redirect, or the route's page. */
const routes = routesOf('shell').map((id) => {
  const route: RouteEntry = paths[id];
  if (route.redirectTo !== undefined)
    return (
      <Route key={id} path={route.path} nest={route.nest}>
        {/* "~": inside a nested route a plain path would be relative (/consultas/atividades, a blank page). */}
        <Redirect to={route.nest ? `~${route.redirectTo}` : route.redirectTo} replace />
      </Route>
    );
  // Not a redirect, so a page route.
  return <Route key={id} path={route.path} nest={route.nest} component={shellPages[id as ShellPageRouteId]} />;
});

/**
 * Everything inside the signed-in shell: session start first, then the AppShell with the page. Memoised, and without
 * a location of its own: a navigation re-renders only what reads the location (the page's boundary, the side menu).
 */
export const ShellRoutes = memo(function ShellRoutes() {
  // The first page is drawn once its file is in (preloaded at the start), not through its boundary's fallback
  // (WhenLoaded says why); later navigations suspend as usual.
  const [firstPage] = useState(() => {
    const id = shellPageFor(window.location.pathname);
    return id ? [shellPages[id]] : [];
  });
  return (
    <SessionGate>
      {/* Only signed-in screens raise toasts. Its code loads once the session is there, not beside the session's
          requests on a slow link; toasts raised earlier (a discarded offline cache at boot) wait in Mantine's store. */}
      <NotificationsHost />
      <ServiceWorkerAfterFirstScreen />
      <OutboxProvider>
        <AppLayout>
          <PageBoundary fallback={<PageLoader />}>
            <WhenLoaded chunks={firstPage} fallback={<PageLoader />}>
              <Switch>
                {routes}
                <Route>
                  <NotFoundPage signedIn />
                </Route>
              </Switch>
            </WhenLoaded>
          </PageBoundary>
        </AppLayout>
      </OutboxProvider>
    </SessionGate>
  );
});
