import { deleteDB, openDB, type IDBPDatabase } from 'idb';

interface ReopeningOptions {
  /**
   * For databases that only hold copies (the query cache): when opening fails — a newer or foreign version on disk
   * (VersionError), a corrupted file — delete the database and create it afresh, then tell `onDiscarded`. Never for
   * the outbox, whose items exist nowhere else.
   */
  onDiscarded?: (error: unknown) => void;
}

/**
 * Opens an IndexedDB database once and shares the connection; forgets it when another tab upgrades the schema,
 * when the browser terminates it, or when opening fails (private mode, corrupted profile, blocked upgrade), so that
 * the next call opens it afresh instead of hanging or failing forever.
 */
export function reopeningDatabase(
  name: string,
  version: number,
  upgrade: (db: IDBPDatabase) => void,
  options: ReopeningOptions = {},
): () => Promise<IDBPDatabase> {
  let dbPromise: Promise<IDBPDatabase> | null = null;
  const open = () =>
    openDB(name, version, {
      upgrade,
      blocking() {
        void dbPromise?.then((db) => db.close());
        dbPromise = null;
      },
      terminated() {
        dbPromise = null;
      },
    });
  const openOrDiscard = async (): Promise<IDBPDatabase> => {
    try {
      return await open();
    } catch (error) {
      const { onDiscarded } = options;
      if (!onDiscarded) throw error;
      await deleteDB(name);
      const db = await open();
      onDiscarded(error);
      return db;
    }
  };
  return () => {
    dbPromise ??= openOrDiscard().catch((error: unknown) => {
      dbPromise = null;
      throw error;
    });
    return dbPromise;
  };
}
