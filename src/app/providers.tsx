import './mantine-styles';
// The date pickers' styles travel with the lazy pages that use them (figure 1: CSS of /user/login ≤ 35 KiB gzip).
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { endSession, onSessionEnd } from '../lib/auth-store';
import { onForbidden, onUnauthorized } from '../lib/http';
import { paths } from '../lib/paths';
import { exposeForBench } from './bench-hook';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (transitions, swipe, scroll-lock helpers: ~30 KiB) is not needed to draw the first screen;
// toasts raised before it arrives wait in Mantine's store and show when it mounts.
const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Compiled away unless the bench builds with VITE_BENCH=1.
  if (import.meta.env.VITE_BENCH === '1') exposeForBench(queryClient);

  useEffect(() => {
    // Spec §7: 401 → log out and go to /; 403 → go to /.
    onUnauthorized(() => {
      void endSession().then(() => navigate(paths.home, { replace: true }));
    });
    onForbidden(() => navigate(paths.home, { replace: true }));
    // Back online, what is on screen was read from the saved copy: refresh it now, fresh or not (no reload needed).
    const refreshOnScreen = () => void queryClient.invalidateQueries({ refetchType: 'active' });
    window.addEventListener('online', refreshOnScreen);
    // Another person may sign in next on this device: nothing of the last one stays in memory.
    const stopListening = onSessionEnd(() => queryClient.clear());
    return () => {
      window.removeEventListener('online', refreshOnScreen);
      stopListening();
    };
  }, [queryClient]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryProvider client={queryClient}>{children}</QueryProvider>
    </MantineProvider>
  );
}
