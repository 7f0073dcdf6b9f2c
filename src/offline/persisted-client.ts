import {
  hydrate,
  type DehydrateOptions,
  type DehydratedState,
  type HydrateOptions,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * The saved form of the query cache and the storage behind it: TanStack's persister contract, written against the
 * app's own query-core (its persist package pins an older one, which put a second copy of query-core in the bundle).
 */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
  /** Queries in use when saved (observed on screen): the next restore brings them first. */
  activeQueryHashes?: string[];
}

type DehydratedQuery = DehydratedState['queries'][number];

/** What a restore reads first, and the rest of the saved queries in pages, read while the first screen is in use. */
export interface RestoredClient extends PersistedClient {
  rest?: () => AsyncIterable<DehydratedQuery[]>;
}

export interface Persister {
  persistClient: (client: PersistedClient) => Promise<void> | void;
  restoreClient: () => Promise<RestoredClient | undefined>;
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

/**
 * Puts the saved copy into the cache; an expired, busted or unreadable one is removed (and the error rethrown).
 * Resolves once what the last screen used is in the cache; the rest follows with `restoreRest`.
 */
export async function restorePersistedClient({
  queryClient,
  persister,
  maxAge,
  buster,
  hydrateOptions,
}: PersistOptions): Promise<RestoredClient['rest']> {
  try {
    const saved = await persister.restoreClient();
    if (!saved) return undefined;
    const expired = !saved.timestamp || Date.now() - saved.timestamp > maxAge;
    if (expired || saved.buster !== buster) {
      await persister.removeClient();
      return undefined;
    }
    hydrate(queryClient, saved.clientState, hydrateOptions);
    return saved.rest;
  } catch (error) {
    await persister.removeClient();
    throw error;
  }
}

/** How long the first screen gets to itself before the rest of a restore starts. */
const REST_DELAY_MS = 1_000;

/**
 * Puts the rest of the saved queries into the cache, a page per task, until done or `cancelled()` (the user changed).
 * A query fetched meanwhile keeps its newer data: hydrate never replaces data with older data.
 */
export async function restoreRest(
  queryClient: QueryClient,
  rest: RestoredClient['rest'],
  cancelled: () => boolean,
  hydrateOptions?: HydrateOptions,
): Promise<void> {
  if (!rest) return;
  // Not while the first screen is drawn: its render yields to other tasks, and pages read meanwhile delayed it.
  await new Promise((resolve) => setTimeout(resolve, REST_DELAY_MS));
  await idle();
  for await (const queries of rest()) {
    if (cancelled()) return;
    hydrate(queryClient, { queries, mutations: [] }, hydrateOptions);
    await idle();
  }
}

/** Resolves when the main thread has nothing else to do (at most a second later); a short pause without requestIdleCallback (Safari). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}
