import type { ReactNode } from 'react';
import { CacheOwnerProvider } from '../offline/cache-owner';
import { exposeForBench } from './bench-hook';
import { MantineScope } from './mantine-scope';
import { sharedQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { useQueryClientEvents } from './use-query-client-events';

/**
 * The query cache and its persistence, and Mantine's provider, around the screens that read the API (the signed-in
 * shell and the popups). A chunk of its own, with the shell: the login screen never needs it (login JS ≤ 100 KiB).
 */
export function DataProviders({ children }: { children: ReactNode }) {
  const queryClient = sharedQueryClient();
  // Compiled away unless the bench builds with VITE_BENCH=1.
  if (import.meta.env.VITE_BENCH === '1') exposeForBench(queryClient);
  useQueryClientEvents(queryClient);
  return (
    <MantineScope>
      <CacheOwnerProvider>
        <QueryProvider client={queryClient}>{children}</QueryProvider>
      </CacheOwnerProvider>
    </MantineScope>
  );
}
