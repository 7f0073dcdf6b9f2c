import './mantine-styles';
// The date pickers' styles travel with the lazy pages that use them (CSS of /user/login ≤ 35 KiB gzip).
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { onSignIn } from '../lib/auth-store';
import { watchLogoutInOtherTabs } from '../lib/other-tab-logout';
import { paths } from '../lib/paths';
import { loadChunk } from '../offline/lazy-with-timeout';
import { preloadShellFor } from './page-chunks';
import { lightColorScheme } from './light-color-scheme';
import { theme } from './theme';

/** What every screen needs; the query cache comes with the screens that read data (data-providers.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    // A sign-in starts the shell's and the home page's chunks and, as soon as its file is in, the session's requests.
    const stopWarmUp = onSignIn(() => {
      preloadShellFor(paths.home.getHref());
      void loadChunk('sign-in-warm-up', () => import('./sign-in-warm-up')).then(
        (m) => m.warmUpAfterSignIn(),
        () => undefined,
      );
    });
    const stopWatchingTabs = watchLogoutInOtherTabs(() => navigate(paths.login.getHref(), { replace: true }));
    return () => {
      stopWatchingTabs();
      stopWarmUp();
    };
  }, []);

  // The theme's CSS variables and responsive classes come from theme-variables.css (scripts/theme-css.ts), not from
  // styles computed and injected on every start.
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      colorSchemeManager={lightColorScheme}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
