import { memo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader } from '../components/page-loader';
import { OutboxProvider } from '../features/processes/outbox/outbox-context';
import { SessionGate } from '../features/session/components/session-gate';
import { useSession } from '../features/session/session-context';
import { lazyWithTimeout } from '../offline/lazy-with-timeout';
import { paths } from '../lib/paths';
import { DatesSettings } from './dates-settings';
import { AppLayout } from './layout/app-layout';
import { NotificationsHost } from './notifications-host';
import { PageBoundary } from './page-boundary';
import { shellPages } from './page-chunks';
import { ServiceWorkerAfterFirstScreen } from './service-worker-timing';

const HomePage = shellPages.home;
const ComingSoonPage = lazyWithTimeout('coming-soon-page', () => import('./pages/coming-soon-page'), (m) => m.ComingSoonPage);
const NotFoundPage = lazyWithTimeout('not-found-page', () => import('./pages/not-found-page'), (m) => m.NotFoundPage);
const NoAccessPage = lazyWithTimeout('no-access-page', () => import('./pages/no-access-page'), (m) => m.NoAccessPage);
const ProcessListPage = shellPages.processList;
const ProcessDetailPage = shellPages.processDetail;
const OfflinePage = shellPages.offline;
const NotificationsPage = shellPages.notifications;
const ActivitiesPage = shellPages.activities;
const AnalysisPage = shellPages.analysis;

function UsersRoute() {
  const { organization } = useSession();
  // Spec §6: user administration is for admins; others are told so here, not sent to a blank nested address.
  if (!organization.amAdmin) return <NoAccessPage />;
  return <ComingSoonPage title="Usuários" description="Aqui você vai convidar, ativar e desativar os usuários da sua organização." />;
}

/**
 * Everything inside the signed-in shell: session start first, then the AppShell with the page. Memoised, and without
 * a location of its own: a navigation re-renders only what reads the location (the page's boundary, the side menu).
 */
export const ShellRoutes = memo(function ShellRoutes() {
  return (
    <DatesSettings>
      {/* Only signed-in screens raise toasts. Its parts (transitions, swipe, scroll lock) travel with the shell, not
          the login screen; toasts raised earlier (a discarded offline cache at boot) wait in Mantine's store. */}
      <NotificationsHost />
      <SessionGate>
        <ServiceWorkerAfterFirstScreen />
        <OutboxProvider>
          <AppLayout>
            <PageBoundary fallback={<PageLoader />}>
              <Switch>
                <Route path={paths.home} component={HomePage} />
                <Route path={paths.appLanding}>
                  <Redirect to={paths.home} replace />
                </Route>
                <Route path={paths.processes} component={ProcessListPage} />
                <Route path={`${paths.processes}/:id`} component={ProcessDetailPage} />
                <Route path={paths.notifications} component={NotificationsPage} />
                <Route path={paths.offline} component={OfflinePage} />
                <Route path={paths.activities} component={ActivitiesPage} />
                <Route path={`${paths.analyses}/:consumeId/:analysisId`} component={AnalysisPage} />
                {/* The old menu address of the activity list. */}
                <Route path={paths.searches} nest>
                  {/* "~": inside a nested route a plain path would be relative (/consultas/atividades, a blank page). */}
                  <Redirect to={`~${paths.activities}`} replace />
                </Route>
                <Route path={paths.reports} nest>
                  <ComingSoonPage title="Relatórios" description="Aqui você vai gerar e baixar relatórios, extratos e faturas." />
                </Route>
                <Route path={paths.users} nest component={UsersRoute} />
                <Route>
                  <NotFoundPage signedIn />
                </Route>
              </Switch>
            </PageBoundary>
          </AppLayout>
        </OutboxProvider>
      </SessionGate>
    </DatesSettings>
  );
});
