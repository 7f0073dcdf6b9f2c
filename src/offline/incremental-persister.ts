import type { PersistedClient, Persister, RestoredClient } from './persisted-client';
import type { IdbKeyValueStore } from './idb-store';

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/** Main-thread time one write slice may take serialising (the long-task threshold is 50 ms; phones run ~4× slower). */
const SLICE_MS = 8;
/** Entries one write slice may put: each put clones its string on the main thread too (~0.2 ms at 4× CPU slowdown). */
const SLICE_ENTRIES = 32;

/** Saved queries read per task after the first screen's (the rest of a restore). */
const REST_PAGE = 50;

interface Meta {
  buster: string;
  timestamp: number;
  /** The queries in use at the last save, restored before anything else (absent in older saves: all at once). */
  first?: string[];
}

/** What decides whether a query must be written again: new data, or a new error/success state. */
function stamp(query: DehydratedQuery): string {
  return `${query.state.dataUpdatedAt}:${query.state.status}`;
}

/** Pure: which queries changed since the last write, and which written ones are gone. */
export function diffQueries(
  written: ReadonlyMap<string, string>,
  queries: readonly DehydratedQuery[],
): { changed: DehydratedQuery[]; removed: string[] } {
  // A refresh that failed (server down) leaves the data it had: the saved answer stays as it was, neither rewritten
  // as an error nor dropped, or the next start would have nothing to show.
  const changed = queries.filter((q) => q.state.status !== 'error' && written.get(q.queryHash) !== stamp(q));
  const present = new Set(queries.map((q) => q.queryHash));
  const removed = [...written.keys()].filter((hash) => !present.has(hash));
  return { changed, removed };
}

/**
 * A TanStack Query Persister that keeps one IndexedDB entry per query plus a small meta entry, and on each save
 * serialises and writes only the queries whose data changed. A whole-cache JSON.stringify grows with every page
 * ever viewed (≈30 ms per write at 10,000 process rows on a desktop, several times that on a phone); this keeps
 * each write to the few queries a page just fetched. An entry that cannot be parsed is dropped on its own.
 */
export function createIncrementalPersister(
  store: IdbKeyValueStore,
  key: string,
  throttleMs: number,
  onDiscard: (error: unknown) => void,
): Persister {
  // Everything of this user sits under `${key}|`, so that no other key can share the prefix.
  const prefix = `${key}|`;
  const metaKey = `${prefix}meta`;
  const entryPrefix = `${prefix}q:`;
  const written = new Map<string, string>();
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Saves run one after another: a slow one must not interleave with the next (a removed query could come back).
  let saving: Promise<void> = Promise.resolve();

  async function save(client: PersistedClient): Promise<void> {
    const { changed, removed } = diffQueries(written, client.clientState.queries);
    const meta: Meta = { buster: client.buster, timestamp: client.timestamp, first: client.activeQueryHashes ?? [] };
    let puts: [string, string][] = [[metaKey, JSON.stringify(meta)]];
    let deletes = removed.map((hash) => entryPrefix + hash);
    let next = 0;
    do {
      // Serialising thousands of changed queries at once blocks a phone's main thread for hundreds of ms:
      // write in slices of about SLICE_MS of work, each in its own transaction, whose commit yields.
      const sliceStart = performance.now();
      const slice: DehydratedQuery[] = [];
      while (
        next < changed.length &&
        slice.length < SLICE_ENTRIES &&
        (slice.length === 0 || performance.now() - sliceStart < SLICE_MS)
      ) {
        const query = changed[next++] as DehydratedQuery;
        slice.push(query);
        puts.push([entryPrefix + query.queryHash, JSON.stringify(query)]);
      }
      await store.writeBatch(puts, deletes);
      for (const q of slice) written.set(q.queryHash, stamp(q));
      for (const key of deletes) written.delete(key.slice(entryPrefix.length));
      puts = [];
      deletes = [];
    } while (next < changed.length);
  }

  /**
   * Parses saved entries, remembering them as written; an unreadable one is deleted on its own and reported. They
   * count as written only after that delete: in between, a save could take them for queries gone from the cache.
   */
  async function readEntries(rows: readonly [string, string][]): Promise<DehydratedQuery[]> {
    const queries: DehydratedQuery[] = [];
    const unreadable: string[] = [];
    for (const [k, value] of rows) {
      try {
        queries.push(JSON.parse(value) as DehydratedQuery);
      } catch (error) {
        unreadable.push(k);
        onDiscard(error);
      }
    }
    if (unreadable.length > 0) await store.writeBatch([], unreadable);
    for (const query of queries) written.set(query.queryHash, stamp(query));
    return queries;
  }

  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) saving = saving.catch(() => undefined).then(() => save(next));
      }, throttleMs);
    },
    async restoreClient(): Promise<RestoredClient | undefined> {
      const metaValue = await store.getItem(metaKey);
      if (metaValue === null) return undefined;
      // A broken meta entry throws: the library then removes everything and the app says so.
      const meta = JSON.parse(metaValue) as Meta;
      if (!meta.first) {
        const queries = await readEntries(await store.entriesWithPrefix(entryPrefix));
        return { buster: meta.buster, timestamp: meta.timestamp, clientState: { queries, mutations: [] } };
      }
      // What the last screen used comes first: at 10,000 cached rows reading and parsing everything took most of an
      // offline start. The rest follows a page per task once the screen is drawn.
      const firstKeys = meta.first.map((hash) => entryPrefix + hash);
      const firstValues = await Promise.all(firstKeys.map((k) => store.getItem(k)));
      const queries = await readEntries(
        firstKeys.flatMap((k, i) => (firstValues[i] == null ? [] : [[k, firstValues[i]] as [string, string]])),
      );
      const firstSet = new Set(firstKeys);
      async function* rest(): AsyncGenerator<DehydratedQuery[]> {
        for (let after: string | null = null; ;) {
          const page = await store.entriesWithPrefix(entryPrefix, { after, count: REST_PAGE });
          if (page.length === 0) return;
          after = page[page.length - 1]![0];
          yield await readEntries(page.filter(([k]) => !firstSet.has(k)));
        }
      }
      return { buster: meta.buster, timestamp: meta.timestamp, clientState: { queries, mutations: [] }, rest };
    },
    async removeClient() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      written.clear();
      await store.removePrefix(prefix);
    },
  };
}
