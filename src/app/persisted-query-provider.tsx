import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { getAuthState } from '../lib/auth-store';
import { reportError } from '../lib/error-reporting';
import { warmIntlWhenIdle } from '../lib/warm-intl';
import { subscribePersistence } from '../offline/persist-subscription';
import { restorePersistedClient, restoreRest } from '../offline/persisted-client';
import { PERSIST_THROTTLE_MS, type UserPersistence } from '../offline/query-persistence';

interface Props {
  client: QueryClient;
  persistence: UserPersistence;
  /** Restoring failed (corrupted, another version's shape): the saved copy is already discarded. */
  onError: () => void;
  children: ReactNode;
}

/**
 * PersistQueryClientProvider's restore-then-save, with the saving coalesced before the cache is dehydrated (see
 * subscribePersistence): queries wait (useIsRestoring) until IndexedDB's copy is in the cache, then changes are saved.
 */
export function PersistedQueryProvider({ client, persistence, onError, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const onErrorRef = useRef(onError);
  const started = useRef(false);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  // Another user's provider (keyed by owner) replaces this one: a restore still running stops there.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  useEffect(() => {
    const options = { ...persistence.options, queryClient: client };
    if (!started.current) {
      started.current = true;
      restorePersistedClient(options)
        .catch(() => {
          onErrorRef.current();
          return undefined;
        })
        .then((rest) => {
          // A transition: the shell and the page drawn from the restored cache are the start's largest render, and
          // React cuts a transition's render into ~5 ms slices (one 65 ms task at 4× CPU before).
          startTransition(() => setIsRestoring(false));
          // The screen renders with what it used last time; everything else saved follows, a page per task.
          // A logout clears the cache before this provider unmounts: a page read just before must not refill it.
          const cancelled = () => unmounted.current || getAuthState().status !== 'signedIn';
          return restoreRest(client, rest, cancelled, options.hydrateOptions);
        })
        .catch((error: unknown) => reportError(error, { phase: 'restore-rest' }))
        // The start is over: what a later screen needs from Intl loads while nothing else runs (warm-intl.ts).
        .finally(warmIntlWhenIdle);
    }
    return isRestoring ? undefined : subscribePersistence(options, PERSIST_THROTTLE_MS);
  }, [client, persistence, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
