import type { Page } from '@playwright/test';

/** The app's databases and stores (src/offline/idb-store.ts, outbox-store.ts, pinned-store.ts). */
export const STORES = {
  queryCache: { database: 'painel-offline', store: 'query-cache' },
  outbox: { database: 'painel-outbox', store: 'outbox' },
  pinned: { database: 'painel-pinned', store: 'pinned' },
} as const;

/** A record as searchable text: string keys and values as they are, anything else as JSON. */
export interface StoredRecord {
  key: string;
  value: string;
}

export interface DatabaseDump {
  name: string;
  version: number;
  stores: { name: string; records: StoredRecord[] }[];
}

/**
 * Reads this origin's IndexedDB in the page: every database and store, or only `only`'s. Blobs, ArrayBuffers and
 * Dates become text, so that a file's bytes are searched too. A database that does not exist is not created.
 */
export async function readIndexedDb(page: Page, only?: { database: string; store: string }): Promise<DatabaseDump[]> {
  return page.evaluate(async (wanted) => {
    const decoder = new TextDecoder('utf-8', { fatal: false });
    async function plain(value: unknown): Promise<unknown> {
      if (value instanceof Blob) return { blob: value.type, size: value.size, text: await value.text() };
      if (value instanceof ArrayBuffer) return { arrayBuffer: value.byteLength, text: decoder.decode(value) };
      if (ArrayBuffer.isView(value)) return { view: value.byteLength, text: decoder.decode(value) };
      if (value instanceof Date) return value.toISOString();
      if (Array.isArray(value)) return Promise.all(value.map(plain));
      if (value && typeof value === 'object') {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(value)) out[k] = await plain(v);
        return out;
      }
      return value;
    }
    const text = async (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(await plain(value)));
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });

    const databases = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name || (wanted && info.name !== wanted.database)) continue;
      const db = await request(indexedDB.open(info.name));
      const stores = [];
      for (const storeName of Array.from(db.objectStoreNames)) {
        if (wanted && storeName !== wanted.store) continue;
        const store = db.transaction(storeName).objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        const records = [];
        for (const [i, key] of keys.entries()) records.push({ key: await text(key), value: await text(values[i]) });
        stores.push({ name: storeName, records });
      }
      databases.push({ name: info.name, version: db.version, stores });
      db.close();
    }
    return databases;
  }, only);
}

/** The records of one store, or [] when its database or the store does not exist (yet, or any more). */
export async function storeRecords(page: Page, where: { database: string; store: string }): Promise<StoredRecord[]> {
  const [database] = await readIndexedDb(page, where);
  return database?.stores[0]?.records ?? [];
}

/** The persisted query caches' entries, one per line ('' before the first write). */
export async function persistedText(page: Page): Promise<string> {
  return (await storeRecords(page, STORES.queryCache)).map((r) => r.value).join('\n');
}
