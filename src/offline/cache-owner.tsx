import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuthState } from '../lib/auth-store';
import { getSignedInUserId } from '../lib/identity';

type CacheOwner = string | null | undefined;

const CacheOwnerContext = createContext<CacheOwner>(null);

/**
 * Reads the signed-in user's id once for everything below, again at every change of the sign-in status: a different
 * person may sign in next. One answer for the persisted caches, the pinned processes and the outbox alike.
 */
export function CacheOwnerProvider({ children }: { children: ReactNode }) {
  const { status } = useAuthState();
  const [seenStatus, setSeenStatus] = useState(status);
  const [resolved, setResolved] = useState<{ id: string | null } | null>(null);
  // Any change of status forgets the last answer.
  if (seenStatus !== status) {
    setSeenStatus(status);
    setResolved(null);
  }

  useEffect(() => {
    if (status !== 'signedIn') return;
    let live = true;
    void getSignedInUserId().then((id) => {
      if (live) setResolved({ id });
    });
    return () => {
      live = false;
    };
  }, [status]);

  const owner: CacheOwner = status !== 'signedIn' ? null : resolved ? resolved.id : undefined;
  return <CacheOwnerContext.Provider value={owner}>{children}</CacheOwnerContext.Provider>;
}

/**
 * Whose data on this device the page may read and write — persisted caches, pinned processes, queued movements: the
 * signed-in user's id, null when nobody is signed in (or the id cannot be read — then nothing is kept), undefined
 * while the id is being read (QueryProvider renders no page until it is known).
 */
export function useCacheOwner(): CacheOwner {
  return useContext(CacheOwnerContext);
}
