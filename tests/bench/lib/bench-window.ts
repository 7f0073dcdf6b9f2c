import type { QueryClient } from '@tanstack/react-query';

// The hook of bench builds (src/app/bench-hook.ts), seen from page.evaluate callbacks in this project.
declare global {
  interface Window {
    __PAINEL_BENCH__?: { queryClient: QueryClient };
  }
}

export {};
