import './mantine-styles';
// The date pickers' styles travel with the lazy pages that use them (CSS of /user/login ≤ 35 KiB gzip).
import '@mantine/notifications/styles.css';
import { useEffect, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { onSignIn } from '../lib/auth-store';
import { watchLogoutInOtherTabs } from '../lib/other-tab-logout';
import { paths } from '../lib/paths';
import { preloadShellFor } from './page-chunks';
import { warmUpSignIn } from './sign-in-warm-up-loader';

/**
 * What every screen needs: Mantine's styles and the session's listeners. Mantine's provider comes with the screens
 * drawn with its components (mantine-scope.tsx), the query cache with the screens that read data (data-providers.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    // A sign-in starts the session's requests and the shell's and the home page's chunks.
    const stopWarmUp = onSignIn(() => {
      warmUpSignIn();
      preloadShellFor(paths.home.getHref());
    });
    const stopWatchingTabs = watchLogoutInOtherTabs(() => navigate(paths.login.getHref(), { replace: true }));
    return () => {
      stopWatchingTabs();
      stopWarmUp();
    };
  }, []);

  return children;
}
