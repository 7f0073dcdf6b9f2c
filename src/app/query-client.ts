import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { PERSIST_MAX_AGE_MS } from '../offline/query-persistence';

/** 4xx answers will not change on retry; network errors and 5xx get two more chances. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // gcTime ≥ the persisted maxAge: a query dropped from memory is dropped from IndexedDB too.
      queries: { staleTime: 30_000, gcTime: PERSIST_MAX_AGE_MS, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
