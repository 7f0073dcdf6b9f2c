import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { allowServiceWorker } from './service-worker-gate';

/** How long the query cache must stay without requests before the first screen counts as settled. */
export const QUIET_MS = 1_000;
/** Whatever happens, the worker registers this long after the shell first renders. */
export const LATEST_MS = 10_000;

/**
 * Lets the service worker register once the signed-in shell's first screen has its data. Installing precaches the
 * whole app (~700 KiB); on a slow link that competed with the sign-in and the first screen's requests for bandwidth
 * and HTTP/1.1's six connections (bench figure 3). A signed-out visitor has nothing to use offline and saves the bytes.
 */
export function ServiceWorkerAfterFirstScreen(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const restartQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        if (queryClient.isFetching() === 0) allowServiceWorker();
      }, QUIET_MS);
    };
    const latest = setTimeout(allowServiceWorker, LATEST_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(restartQuiet);
    restartQuiet();
    return () => {
      clearTimeout(quiet);
      clearTimeout(latest);
      unsubscribe();
    };
  }, [queryClient]);
  return null;
}
