import { unwrap, type IDBPDatabase } from 'idb';
import { reopeningDatabase } from './reopening-database';

const DB_NAME = 'painel-offline';
const DB_VERSION = 1;
const QUERY_CACHE_STORE = 'query-cache';

/** 'discarded': what was on disk could not be read (foreign version, corrupted) and was thrown away. */
export type StorageErrorKind = 'open' | 'read' | 'write' | 'remove' | 'discarded';
export type StorageErrorHandler = (kind: StorageErrorKind, error: unknown) => void;

/** The shape createAsyncStoragePersister expects; every method resolves, none rejects. */
export interface IdbKeyValueStore {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
  /** Deletes every entry whose key does not start with `keepPrefix`: what another user left behind on this device. */
  removeAllExcept: (keepPrefix: string) => Promise<void>;
  /**
   * Every [key, value] whose key starts with `prefix`, or one page of them in key order (keys after `page.after`);
   * entries that are not strings are dropped and reported.
   */
  entriesWithPrefix: (prefix: string, page?: { after: string | null; count: number }) => Promise<[string, string][]>;
  /** Puts and deletes in one transaction (all or nothing). */
  writeBatch: (puts: readonly [string, string][], deletes: readonly string[]) => Promise<void>;
  removePrefix: (prefix: string) => Promise<void>;
}

const prefixRange = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

/** A discard not yet told to anyone: the next store call reports it (the database opens before any store exists). */
let unreportedDiscard: { error: unknown } | null = null;

const openCacheDb = reopeningDatabase(
  DB_NAME,
  DB_VERSION,
  (db) => {
    if (!db.objectStoreNames.contains(QUERY_CACHE_STORE)) db.createObjectStore(QUERY_CACHE_STORE);
  },
  {
    onDiscarded: (error) => {
      unreportedDiscard = { error };
    },
  },
);

/**
 * A small async key-value store over IndexedDB. Failures (quota, corruption, a blocked upgrade) go to
 * `onError` and the call resolves anyway: losing the offline copy must never break the page.
 */
export function createIdbStore(onError: StorageErrorHandler): IdbKeyValueStore {
  async function guarded<T>(kind: StorageErrorKind, fallback: T, run: (db: IDBPDatabase) => Promise<T>): Promise<T> {
    let db: IDBPDatabase;
    try {
      db = await openCacheDb();
    } catch (error) {
      onError('open', error);
      return fallback;
    }
    if (unreportedDiscard) {
      onError('discarded', unreportedDiscard.error);
      unreportedDiscard = null;
    }
    try {
      return await run(db);
    } catch (error) {
      onError(kind, error);
      return fallback;
    }
  }

  return {
    getItem: (key) =>
      guarded('read', null, async (db) => {
        const value: unknown = await db.get(QUERY_CACHE_STORE, key);
        if (value === undefined || typeof value === 'string') return value ?? null;
        // Not something this app writes: drop it rather than trip over it on every start.
        await db.delete(QUERY_CACHE_STORE, key);
        onError('discarded', new TypeError(`Unreadable entry ${key}`));
        return null;
      }),
    setItem: (key, value) =>
      guarded('write', undefined, async (db) => {
        await db.put(QUERY_CACHE_STORE, value, key);
      }),
    removeItem: (key) =>
      guarded('remove', undefined, async (db) => {
        await db.delete(QUERY_CACHE_STORE, key);
      }),
    removeAllExcept: (keepPrefix) =>
      guarded('remove', undefined, async (db) => {
        const tx = db.transaction(QUERY_CACHE_STORE, 'readwrite');
        for (const key of await tx.store.getAllKeys())
          if (!String(key).startsWith(keepPrefix)) await tx.store.delete(key);
        await tx.done;
      }),
    entriesWithPrefix: (prefix, page) =>
      guarded('read', [], async (db) => {
        const tx = db.transaction(QUERY_CACHE_STORE, 'readwrite');
        const range = page?.after ? IDBKeyRange.bound(page.after, `${prefix}\uffff`, true, false) : prefixRange(prefix);
        const [keys, values] = await Promise.all([
          tx.store.getAllKeys(range, page?.count),
          tx.store.getAll(range, page?.count),
        ]);
        const out: [string, string][] = [];
        let foreign = 0;
        for (const [i, key] of keys.entries()) {
          const value: unknown = values[i];
          if (typeof value === 'string') out.push([String(key), value]);
          else {
            foreign++;
            await tx.store.delete(key);
          }
        }
        await tx.done;
        if (foreign > 0) onError('discarded', new TypeError(`${foreign} unreadable entries`));
        return out;
      }),
    writeBatch: (puts, deletes) =>
      guarded('write', undefined, async (db) => {
        const tx = db.transaction(QUERY_CACHE_STORE, 'readwrite');
        // The raw store: idb's promise per request doubled the main-thread cost of a put. The
        // transaction reports the first failure (e.g. QuotaExceededError) through tx.done.
        const store = unwrap(tx.store);
        for (const [key, value] of puts) store.put(value, key);
        for (const key of deletes) store.delete(key);
        await tx.done;
      }),
    removePrefix: (prefix) =>
      guarded('remove', undefined, async (db) => {
        await db.delete(QUERY_CACHE_STORE, prefixRange(prefix));
      }),
  };
}
