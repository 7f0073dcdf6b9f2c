import { useSyncExternalStore } from 'react';

/** Why an action is unavailable offline (shown as its tooltip or next to it). */
export const OFFLINE_ACTION_REASON = 'Indisponível offline: esta ação precisa de conexão com a internet.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * true while the browser reports no connectivity — from the first render (Mantine's useNetwork starts at "online"
 * and corrects itself a render later, long enough to fire a network action on an app opened offline).
 */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine, () => false);
}
