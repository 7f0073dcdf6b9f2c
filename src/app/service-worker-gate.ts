import { useSyncExternalStore } from 'react';

let allowed = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the service worker may register yet. */
export const isServiceWorkerAllowed = () => allowed;

/** From now on the service worker may register (and precache the app); it stays so for the page's life. */
export function allowServiceWorker(): void {
  if (allowed) return;
  allowed = true;
  listeners.forEach((listener) => listener());
}

export function useServiceWorkerAllowed(): boolean {
  return useSyncExternalStore(subscribe, isServiceWorkerAllowed, isServiceWorkerAllowed);
}
