import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { onSessionEnd } from '../lib/auth-store';
import { buildEnv } from '../lib/env';
import { reportError } from '../lib/error-reporting';
import { createUserPersistence } from '../offline/query-persistence';
import { useCacheOwner } from './use-cache-owner';

/**
 * Query caches persist in IndexedDB only for a known signed-in user, under that user's own key (DESIGN.md §5).
 * Logout wipes the entry; another person signing in drops the previous one's entry and in-memory caches.
 */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const owner = useCacheOwner();
  const persistence = useMemo(
    () => (owner && buildEnv.offline ? createUserPersistence(owner, (kind, error) => reportError(error, { phase: `offline-cache-${kind}` })) : null),
    [owner],
  );
  const lastOwner = useRef<string | null>(null);

  useEffect(() => {
    if (!owner || !persistence) return;
    // Someone else used this device before: nothing of theirs stays, in memory or on disk.
    if (lastOwner.current !== null && lastOwner.current !== owner) client.clear();
    lastOwner.current = owner;
    void persistence.pruneOthers();
    // Session end fires before the status changes, while this user's persister is still the current one.
    return onSessionEnd(() => void persistence.wipe());
  }, [owner, persistence, client]);

  // Reading the id takes a moment after sign-in; rendering pages before it would fetch what the restore brings.
  if (owner === undefined) return <PageLoader fullScreen />;
  if (!persistence) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      key={owner}
      client={client}
      persistOptions={persistence.options}
      // What comes back from IndexedDB is shown at once, then refreshed: a reload must never show old data as fresh.
      onSuccess={() => void client.invalidateQueries()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
