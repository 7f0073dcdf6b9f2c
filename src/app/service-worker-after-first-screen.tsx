import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { allowServiceWorker, isServiceWorkerAllowed } from './service-worker-gate';

/** How long the query cache must stay without requests before the first screen counts as settled. */
export const QUIET_MS = 1_000;
/** Whatever happens, the worker registers this long after the shell first renders. */
export const LATEST_MS = 10_000;

/**
 * The service worker's install precaches the whole app (~700 KiB, four seconds of a slow 4G link). Registered at once,
 * it competed with a quick sign-in and the first screen's requests for bandwidth and HTTP/1.1's six connections.
 * So it waits for a quiet moment: in the signed-in shell, until the first screen has its data.
 */
export function ServiceWorkerAfterFirstScreen(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isServiceWorkerAllowed()) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let lastEvent = Date.now();
    // Once open, nothing more to watch: the cache's events (thousands when a big cache is restored) cost nothing.
    function stop() {
      clearTimeout(quiet);
      clearTimeout(latest);
      unsubscribe();
    }
    function allow() {
      stop();
      allowServiceWorker();
    }
    // One timer that looks at the time of the last event, rather than a timer cleared and set again on every event:
    // that was ~9 ms of the shell's first render on a restored cache (Lighthouse's trace of a process detail).
    function check() {
      const idle = Date.now() - lastEvent;
      if (idle >= QUIET_MS && queryClient.isFetching() === 0) return allow();
      quiet = setTimeout(check, idle >= QUIET_MS ? QUIET_MS : QUIET_MS - idle);
    }
    const latest = setTimeout(allow, LATEST_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      lastEvent = Date.now();
    });
    quiet = setTimeout(check, QUIET_MS);
    return stop;
  }, [queryClient]);
  return null;
}
