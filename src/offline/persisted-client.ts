import { hydrate, type DehydrateOptions, type DehydratedState, type HydrateOptions, type QueryClient } from '@tanstack/react-query';

/**
 * The saved form of the query cache and the storage behind it: TanStack's persister contract, written against the
 * app's own query-core (its persist package pins an older one, which put a second copy of query-core in the bundle).
 */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

export interface Persister {
  persistClient: (client: PersistedClient) => Promise<void> | void;
  restoreClient: () => Promise<PersistedClient | undefined>;
  removeClient: () => Promise<void>;
}

export interface PersistOptions {
  queryClient: QueryClient;
  persister: Persister;
  /** Older saved copies are discarded. */
  maxAge: number;
  /** A different buster (another build) discards the saved copy. */
  buster: string;
  dehydrateOptions?: DehydrateOptions;
  hydrateOptions?: HydrateOptions;
}

/** Puts the saved copy into the cache; an expired, busted or unreadable one is removed (and the error rethrown). */
export async function restorePersistedClient({ queryClient, persister, maxAge, buster, hydrateOptions }: PersistOptions): Promise<void> {
  try {
    const saved = await persister.restoreClient();
    if (!saved) return;
    const expired = !saved.timestamp || Date.now() - saved.timestamp > maxAge;
    if (expired || saved.buster !== buster) {
      await persister.removeClient();
      return;
    }
    hydrate(queryClient, saved.clientState, hydrateOptions);
  } catch (error) {
    await persister.removeClient();
    throw error;
  }
}
