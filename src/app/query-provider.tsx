import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { onSessionEnd } from '../lib/auth-store';
import { buildEnv } from '../lib/env';
import { useCacheOwner } from '../offline/cache-owner';
import { deletePinnedFilesExcept } from '../offline/pinned-files';
import { removePinsExcept } from '../offline/pinned-store';
import { createUserPersistence } from '../offline/query-persistence';
import { handleCacheStorageError, noticeDiscardedCache } from './offline-notices';
import { PersistedQueryProvider } from './persisted-query-provider';

/**
 * Query caches persist in IndexedDB only for a known signed-in user, under that user's own key (docs/architecture.md#persisted-query-cache).
 * Logout wipes the entry; another person signing in drops the previous one's entry and in-memory caches.
 */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const owner = useCacheOwner();
  const persistence = useMemo(
    () => (owner && buildEnv.offline ? createUserPersistence(owner, handleCacheStorageError) : null),
    [owner],
  );
  const lastOwner = useRef<string | null>(null);

  useEffect(() => {
    if (!owner || !persistence) return;
    // Someone else used this device before: nothing of theirs stays, in memory or on disk.
    if (lastOwner.current !== null && lastOwner.current !== owner) client.clear();
    lastOwner.current = owner;
    void persistence.pruneOthers();
    void removePinsExcept(owner).catch(() => undefined);
    void deletePinnedFilesExcept(owner).catch(() => undefined);
    // Session end fires before the status changes, while this user's persister is still the current one.
    return onSessionEnd(() => {
      void persistence.wipe();
      // What was pinned "Disponível offline" is this person's too: nothing of it stays after logout.
      void removePinsExcept(null).catch(() => undefined);
      void deletePinnedFilesExcept(null).catch(() => undefined);
    });
  }, [owner, persistence, client]);

  // Reading the id takes a moment after sign-in; rendering pages before it would fetch what the restore brings.
  if (owner === undefined) return <PageLoader fullScreen />;
  if (!persistence) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    // Unreadable (corrupted, another version's shape): the saved copy was already discarded; say so and carry on.
    <PersistedQueryProvider key={owner} client={client} persistence={persistence} onError={noticeDiscardedCache}>
      {children}
    </PersistedQueryProvider>
  );
}
