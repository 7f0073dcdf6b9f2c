import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { isServerUnreachable } from '../lib/network';
import { PERSIST_MAX_AGE_MS } from '../offline/query-persistence';

/** 4xx answers will not change on retry; network errors and 5xx get two more chances. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  // A server known not to answer fails at once: saved data stays on screen (a failed refresh keeps it), what was
  // never saved says so with "Tentar novamente", and nothing spins through retries. Its probe brings the app back.
  if (isServerUnreachable()) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  // TanStack Query assumes online until an 'offline' event: an app opened offline would fire every query, fail
  // them all and replace saved data with errors. Start from what the browser knows; queries then wait for 'online'.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // gcTime ≥ the persisted maxAge: a query dropped from memory is dropped from IndexedDB too.
      queries: { staleTime: 30_000, gcTime: PERSIST_MAX_AGE_MS, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/**
 * The app's one query client, created with the first signed-in screen's code (not in the login screen's entry
 * file). The sign-in warm-up fills it before the shell renders; the providers then restore into it.
 */
export function sharedQueryClient(): QueryClient {
  return (shared ??= createQueryClient());
}
