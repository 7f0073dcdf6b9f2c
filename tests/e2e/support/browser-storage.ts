import type { BrowserContext, Page } from '@playwright/test';
import { readIndexedDb, type DatabaseDump, type StoredRecord } from './indexed-db';

/**
 * Everything this origin keeps in the browser, as plain JSON: every IndexedDB database (every store, every record),
 * every Cache Storage cache (every request URL, and the body when it is text), localStorage, sessionStorage and the
 * context's cookies. Blobs and ArrayBuffers are read as text, so that a file's bytes are searched too.
 */
export interface StorageDump {
  indexedDB: DatabaseDump[];
  caches: { name: string; entries: { url: string; contentType: string; body: string | null }[] }[];
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  cookies: { name: string; value: string; domain: string }[];
}

export async function dumpBrowserStorage(page: Page, context: BrowserContext): Promise<StorageDump> {
  const indexedDB = await readIndexedDb(page);
  const inPage = await page.evaluate(async () => {
    const cacheDump = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const entries = [];
      for (const req of await cache.keys()) {
        const response = await cache.match(req);
        const contentType = response?.headers.get('content-type') ?? '';
        // Bodies of text responses (JSON from the API above all) are read; scripts and images only by URL.
        const textual =
          /json|text\/(plain|html)/.test(contentType) || !/\.(js|css|png|svg|woff2?)$/.test(new URL(req.url).pathname);
        entries.push({ url: req.url, contentType, body: response && textual ? await response.text() : null });
      }
      cacheDump.push({ name, entries });
    }

    const entriesOf = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((k) => [k, storage.getItem(k) ?? '']));
    return { caches: cacheDump, localStorage: entriesOf(localStorage), sessionStorage: entriesOf(sessionStorage) };
  });
  const cookies = (await context.cookies()).map(({ name, value, domain }) => ({ name, value, domain }));
  return { indexedDB, ...inPage, cookies };
}

/** One place where something was found: e.g. `indexedDB painel-offline/query-cache painel-cache:…|q:…`. */
export interface StorageHit {
  where: string;
  text: string;
}

/** Every stored item (record, cache entry, storage key or cookie) with where it sits, for searching. */
export function storageItems(dump: StorageDump): StorageHit[] {
  const items: StorageHit[] = [];
  for (const db of dump.indexedDB)
    for (const store of db.stores)
      for (const record of store.records)
        items.push({
          where: `indexedDB ${db.name}/${store.name} ${record.key}`,
          text: `${record.key} ${record.value}`,
        });
  for (const cache of dump.caches)
    for (const entry of cache.entries)
      items.push({ where: `cache ${cache.name} ${entry.url}`, text: `${entry.url} ${entry.body ?? ''}` });
  for (const [key, value] of Object.entries(dump.localStorage))
    items.push({ where: `localStorage ${key}`, text: `${key} ${value}` });
  for (const [key, value] of Object.entries(dump.sessionStorage))
    items.push({ where: `sessionStorage ${key}`, text: `${key} ${value}` });
  for (const cookie of dump.cookies)
    items.push({ where: `cookie ${cookie.name}`, text: `${cookie.name} ${cookie.value}` });
  return items;
}

/** Where any of `needles` occurs (case-insensitive), as `where: needle`; JSON-escaped text is matched too. */
export function findInStorage(dump: StorageDump, needles: readonly string[]): string[] {
  const found: string[] = [];
  for (const item of storageItems(dump)) {
    const haystack = item.text.toLowerCase();
    for (const needle of needles) {
      const variants = [needle, JSON.stringify(needle).slice(1, -1), encodeURIComponent(needle)].map((v) =>
        v.toLowerCase(),
      );
      if (variants.some((v) => haystack.includes(v))) found.push(`${item.where}: ${needle}`);
    }
  }
  return found;
}

/** The records of one IndexedDB store, or [] when the database or store does not exist. */
export function recordsOf(dump: StorageDump, database: string, store: string): StoredRecord[] {
  return dump.indexedDB.find((db) => db.name === database)?.stores.find((s) => s.name === store)?.records ?? [];
}

/**
 * Which of `urls` the browser's HTTP cache still answers, fresh or stale, without touching the network
 * (`cache: 'only-if-cached'`): page scripts cannot list that cache, but they can ask it for a known URL.
 */
export async function httpCached(page: Page, urls: readonly string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const hits: string[] = [];
    for (const url of list) {
      try {
        const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
        if (response.ok) hits.push(`${url} ${(await response.text()).slice(0, 80)}`);
      } catch {
        // Not in the cache: the fetch fails instead of going to the network.
      }
    }
    return hits;
  }, urls);
}

/** Records the same-origin API GETs (/v1, /v2) the page received with a 200, to probe the HTTP cache later. */
export function recordApiGets(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      response.request().method() === 'GET' &&
      response.status() === 200 &&
      /^\/v[12]\//.test(url.pathname) &&
      !urls.includes(url.href)
    )
      urls.push(url.href);
  });
  return urls;
}
