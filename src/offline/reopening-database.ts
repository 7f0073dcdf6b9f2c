import { openDB, type IDBPDatabase } from 'idb';

/**
 * Opens an IndexedDB database once and shares the connection; forgets it when another tab upgrades the schema,
 * when the browser terminates it, or when opening fails (private mode, corrupted profile, blocked upgrade), so that
 * the next call opens it afresh instead of hanging or failing forever.
 */
export function reopeningDatabase(name: string, version: number, upgrade: (db: IDBPDatabase) => void): () => Promise<IDBPDatabase> {
  let dbPromise: Promise<IDBPDatabase> | null = null;
  return () => {
    dbPromise ??= openDB(name, version, {
      upgrade,
      blocking() {
        void dbPromise?.then((db) => db.close());
        dbPromise = null;
      },
      terminated() {
        dbPromise = null;
      },
    }).catch((error: unknown) => {
      dbPromise = null;
      throw error;
    });
    return dbPromise;
  };
}
