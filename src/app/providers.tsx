import './mantine-styles';
// The date pickers' styles travel with the lazy pages that use them (figure 1: CSS of /user/login ≤ 35 KiB gzip).
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { endSession, onSessionEnd, onSignIn } from '../lib/auth-store';
import { onForbidden, onUnauthorized } from '../lib/http';
import { isServerUnreachable, subscribeConnectivity } from '../lib/network';
import { forbiddenNotice, setLeaveNotice } from '../lib/leave-notice';
import { watchLogoutInOtherTabs } from '../lib/other-tab-logout';
import { paths } from '../lib/paths';
import { sessionKeys } from '../features/session/api/session-keys';
import { CacheOwnerProvider } from '../offline/cache-owner';
import { exposeForBench } from './bench-hook';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { warmUpAfterSignIn } from './sign-in-warm-up';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Compiled away unless the bench builds with VITE_BENCH=1.
  if (import.meta.env.VITE_BENCH === '1') exposeForBench(queryClient);

  useEffect(() => {
    // 401 → log out and go to /; 403 → go to / (docs/product.md#unauthorized-and-forbidden).
    onUnauthorized(() => {
      void endSession().then(() => navigate(paths.home.getHref(), { replace: true }));
    });
    // …saying why on Início (issue 14, item 9).
    onForbidden((apiPath) => {
      setLeaveNotice(forbiddenNotice(apiPath));
      navigate(paths.home.getHref(), { replace: true });
      // A 403 may mean the membership was deactivated (issue 17): the organization list is asked again at once, and
      // the session gate moves to another organization or, with none left, ends with 'Acesso indisponível!'.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.organizations() });
    });
    // Back online, what is on screen was read from the saved copy: refresh it now, fresh or not (no reload needed).
    const refreshOnScreen = () => void queryClient.invalidateQueries({ refetchType: 'active' });
    window.addEventListener('online', refreshOnScreen);
    // The same when the server answers again after a spell of not answering (the browser stayed online).
    let wasUnreachable = isServerUnreachable();
    const stopWatchingServer = subscribeConnectivity(() => {
      const unreachable = isServerUnreachable();
      if (wasUnreachable && !unreachable) refreshOnScreen();
      wasUnreachable = unreachable;
    });
    // Another person may sign in next on this device: nothing of the last one stays in memory.
    const stopListening = onSessionEnd(() => queryClient.clear());
    const stopWarmUp = onSignIn(() => warmUpAfterSignIn(queryClient));
    const stopWatchingTabs = watchLogoutInOtherTabs(() => navigate(paths.login.getHref(), { replace: true }));
    return () => {
      stopWatchingTabs();
      window.removeEventListener('online', refreshOnScreen);
      stopWatchingServer();
      stopListening();
      stopWarmUp();
    };
  }, [queryClient]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <CacheOwnerProvider>
        <QueryProvider client={queryClient}>{children}</QueryProvider>
      </CacheOwnerProvider>
    </MantineProvider>
  );
}
