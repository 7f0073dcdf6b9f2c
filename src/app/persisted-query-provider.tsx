import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { subscribePersistence } from '../offline/persist-subscription';
import { restorePersistedClient } from '../offline/persisted-client';
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

  useEffect(() => {
    const options = { ...persistence.options, queryClient: client };
    if (!started.current) {
      started.current = true;
      restorePersistedClient(options)
        .catch(() => onErrorRef.current())
        .finally(() => setIsRestoring(false));
    }
    return isRestoring ? undefined : subscribePersistence(options, PERSIST_THROTTLE_MS);
  }, [client, persistence, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
