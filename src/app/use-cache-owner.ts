import { useEffect, useState } from 'react';
import { useAuthState } from '../lib/auth-store';
import { getSignedInUserId } from '../lib/identity';

/**
 * Whose persisted caches this page may read and write: the signed-in user's id, null when nobody is signed
 * in (or the id cannot be read — then nothing persists), undefined while the id is being read.
 */
export function useCacheOwner(): string | null | undefined {
  const { status } = useAuthState();
  const [seenStatus, setSeenStatus] = useState(status);
  const [resolved, setResolved] = useState<{ id: string | null } | null>(null);
  // Any change of status forgets the last answer: a different person may sign in next.
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

  if (status !== 'signedIn') return null;
  return resolved ? resolved.id : undefined;
}
