import type { QueryClient } from '@tanstack/react-query';

declare global {
  interface Window {
    /** Bench builds only (VITE_BENCH=1): tests/bench fills the query cache with N process rows through it. */
    __PAINEL_BENCH__?: { queryClient: QueryClient };
  }
}

/** Lets `npm run bench` drive the real query cache and persister; never present in a normal build. */
export function exposeForBench(queryClient: QueryClient): void {
  window.__PAINEL_BENCH__ = { queryClient };
}
