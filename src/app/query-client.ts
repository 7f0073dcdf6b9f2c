import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { isOffline, subscribeConnectivity } from '../lib/network';
import { PERSIST_MAX_AGE_MS } from '../offline/query-persistence';

/** 4xx answers will not change on retry; network errors and 5xx get two more chances. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes online until an 'offline' event: an app opened offline would fire every query, fail
  // them all and replace saved data with errors. Start from what the browser knows; queries then wait for 'online'.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // A server that does not answer counts as offline too: queries pause (saved data stays, nothing spins) instead of
  // failing, and resume by themselves once it answers again.
  if (typeof window !== 'undefined') onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(!isOffline())));
  return new QueryClient({
    defaultOptions: {
      // gcTime ≥ the persisted maxAge: a query dropped from memory is dropped from IndexedDB too.
      queries: { staleTime: 30_000, gcTime: PERSIST_MAX_AGE_MS, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
