import { createIdbStore, type IdbKeyValueStore, type StorageErrorHandler } from './idb-store';
import { createIncrementalPersister } from './incremental-persister';
import type { PersistOptions } from './persisted-client';
import { shouldPersistQuery } from './persist-filter';

/** Data viewed up to a week ago is still there offline; older copies are discarded on restore. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A new build may change response shapes: its caches start empty instead of misreading old ones. */
const PERSIST_BUSTER: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** Batch the many cache events of a page load into one save per second (see persist-subscription.ts). */
export const PERSIST_THROTTLE_MS = 1000;

/**
 * The device clock may be wrong. A copy saved "in the future" (the clock was ahead then, or was set back since)
 * counts as saved now: otherwise it would outlive the age limit by however far the clock was off. A clock now
 * running ahead can only make copies look older, so at worst they are fetched again.
 */
export function clampSavedAt(savedAt: number, now: number): number {
  // Stryker disable next-line EqualityOperator: at savedAt === now both branches give now
  return Number.isFinite(savedAt) && savedAt <= now ? savedAt : now;
}

/** Every IndexedDB key of this user's caches starts with this (meta entry and one entry per query). */
function persistKeyFor(userId: string): string {
  return `painel-cache:${userId}`;
}

export interface UserPersistence {
  options: Omit<PersistOptions, 'queryClient'>;
  /** Deletes this user's entries and ignores any write still queued by the throttle (logout). */
  wipe: () => Promise<void>;
  /** Deletes every other user's entries (someone else signed in on this device). */
  pruneOthers: () => Promise<void>;
}

/** Persistence of one user's caches, in their own IndexedDB entries. */
export function createUserPersistence(userId: string, onError: StorageErrorHandler): UserPersistence {
  const idb = createIdbStore(onError);
  const key = persistKeyFor(userId);
  let wiped = false;
  // The throttle may fire after logout; a wiped user's entries must not come back.
  const store: IdbKeyValueStore = {
    ...idb,
    writeBatch: (puts, deletes) => (wiped ? Promise.resolve() : idb.writeBatch(puts, deletes)),
  };
  // The subscription already coalesces a second of changes: the persister writes what it gets at once.
  const base = createIncrementalPersister(store, key, 0, (error) => onError('discarded', error));
  const persister: typeof base = {
    ...base,
    restoreClient: async () => {
      const client = await base.restoreClient();
      if (!client) return client;
      if (typeof client.timestamp === 'number') client.timestamp = clampSavedAt(client.timestamp, Date.now());
      // What comes back is shown at once and refreshed as soon as it is used: a reload must never show old data as
      // fresh. Marked here, one flag per query, instead of an invalidateQueries() event storm over the whole cache.
      const markStale = (queries: readonly { state: { isInvalidated: boolean } }[]) => {
        for (const query of queries) query.state.isInvalidated = true;
      };
      markStale(client.clientState.queries);
      const rest = client.rest;
      if (!rest) return client;
      return {
        ...client,
        rest: async function* () {
          for await (const queries of rest()) {
            markStale(queries);
            yield queries;
          }
        },
      };
    },
  };
  return {
    options: {
      persister,
      maxAge: PERSIST_MAX_AGE_MS,
      buster: PERSIST_BUSTER,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
    },
    wipe: async () => {
      wiped = true;
      await idb.removePrefix(`${key}|`);
    },
    pruneOthers: () => idb.removeAllExcept(`${key}|`),
  };
}
