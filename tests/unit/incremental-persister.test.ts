import type { PersistedClient, RestoredClient } from '../../src/offline/persisted-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdbKeyValueStore } from '../../src/offline/idb-store';
import { createIncrementalPersister, diffQueries } from '../../src/offline/incremental-persister';

type Query = PersistedClient['clientState']['queries'][number];

function query(hash: string, dataUpdatedAt: number, data: unknown = { hash }): Query {
  return {
    queryHash: hash,
    dehydratedAt: 0,
    queryKey: JSON.parse(hash) as unknown[],
    state: {
      data,
      dataUpdatedAt,
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      dataUpdateCount: 1,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
    },
  } as Query;
}

function client(queries: Query[], timestamp = 1000, activeQueryHashes?: string[]): PersistedClient {
  return {
    buster: 'b1',
    timestamp,
    clientState: { queries, mutations: [] },
    ...(activeQueryHashes ? { activeQueryHashes } : {}),
  };
}

/** Everything a restore brings: what comes first, then the rest page by page. */
async function restoreAll(restored: RestoredClient | undefined): Promise<Query[]> {
  const all = [...(restored?.clientState.queries ?? [])];
  if (restored?.rest) for await (const page of restored.rest()) all.push(...page);
  return all;
}

/** The store's contract over a Map, counting what each batch writes. */
function memoryStore() {
  const map = new Map<string, unknown>();
  const batches: { puts: string[]; deletes: string[] }[] = [];
  const store: IdbKeyValueStore = {
    getItem: async (k) => (typeof map.get(k) === 'string' ? (map.get(k) as string) : null),
    setItem: async (k, v) => void map.set(k, v),
    removeItem: async (k) => void map.delete(k),
    removeAllExcept: async (keep) => [...map.keys()].forEach((k) => k.startsWith(keep) || map.delete(k)),
    entriesWithPrefix: async (p, page) => {
      const all = (
        [...map.entries()].filter(([k, v]) => k.startsWith(p) && typeof v === 'string') as [string, string][]
      ).sort(([a], [b]) => (a < b ? -1 : 1));
      if (!page) return all;
      const after = page.after;
      return all.filter(([k]) => after === null || k > after).slice(0, page.count);
    },
    writeBatch: async (puts, deletes) => {
      batches.push({ puts: puts.map(([k]) => k), deletes: [...deletes] });
      for (const [k, v] of puts) map.set(k, v);
      for (const k of deletes) map.delete(k);
    },
    removePrefix: async (p) => [...map.keys()].forEach((k) => k.startsWith(p) && map.delete(k)),
  };
  return { map, batches, store };
}

describe('diffQueries', () => {
  it('lists only new or re-fetched queries, and the ones that left the cache', () => {
    const written = new Map([
      ['["a"]', '1:success'],
      ['["b"]', '1:success'],
    ]);
    const { changed, removed } = diffQueries(written, [query('["a"]', 1), query('["c"]', 5)]);
    expect(changed.map((q) => q.queryHash)).toEqual(['["c"]']);
    expect(removed).toEqual(['["b"]']);
    expect(diffQueries(written, [query('["a"]', 2), query('["b"]', 1)]).changed.map((q) => q.queryHash)).toEqual([
      '["a"]',
    ]);
  });
});

describe('diffQueries after a failed refresh', () => {
  it('neither rewrites nor drops a saved answer whose refresh failed', () => {
    const written = new Map([['["a"]', '1:success']]);
    const failed = { ...query('["a"]', 1), state: { ...query('["a"]', 1).state, status: 'error' as const } } as Query;
    const { changed, removed } = diffQueries(written, [failed]);
    expect(changed).toEqual([]);
    expect(removed).toEqual([]);
  });
});

describe('the incremental persister', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes one entry per query, then only what changed; restores them; removeClient empties the user', async () => {
    const { map, batches, store } = memoryStore();
    const persister = createIncrementalPersister(store, 'painel-cache:u1', 1000, () => {});
    const many = Array.from({ length: 50 }, (_, i) => query(`["processes",7,"list",${i}]`, 10));
    await persister.persistClient(client(many));
    await persister.persistClient(client(many)); // throttled into the same write
    await vi.advanceTimersByTimeAsync(1000);
    // At most 32 entries per transaction (each put's clone is main-thread work too): 50 queries and the meta in two.
    expect(batches.map((b) => b.puts.length)).toEqual([33, 18]);
    expect(map.has('painel-cache:u1|meta')).toBe(true);

    // One query re-fetched: one entry (plus the meta) written, nothing else re-serialised.
    const next = [...many.slice(0, 49), query('["processes",7,"list",49]', 20)];
    await persister.persistClient(client(next, 2000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches[2]!.puts).toEqual(['painel-cache:u1|meta', 'painel-cache:u1|q:["processes",7,"list",49]']);

    const restored = await createIncrementalPersister(store, 'painel-cache:u1', 1000, () => {}).restoreClient();
    expect(restored?.timestamp).toBe(2000);
    expect(await restoreAll(restored)).toHaveLength(50);

    await persister.removeClient();
    expect([...map.keys()]).toEqual([]);
  });

  it('writes a large change in slices of a few ms each, one save after another, removals with the first slice', async () => {
    const { map, batches, store } = memoryStore();
    const persister = createIncrementalPersister(store, 'painel-cache:u1', 1000, () => {});
    const many = Array.from({ length: 6 }, (_, i) => query(`["processes",7,"list",${i}]`, 10));
    await persister.persistClient(client(many));
    await vi.advanceTimersByTimeAsync(1000);
    // Each serialisation "takes" 5 ms: slices of 8 ms hold two queries.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    const refetched = many.slice(1).map((q) => query(q.queryHash, 20));
    await persister.persistClient(client(refetched, 2000));
    await vi.advanceTimersByTimeAsync(1000);
    now.mockRestore();
    const later = batches.slice(1);
    expect(later.length).toBeGreaterThan(1);
    expect(later[0]!.deletes).toEqual(['painel-cache:u1|q:["processes",7,"list",0]']);
    expect(later.flatMap((b) => b.puts).filter((k) => k.includes('|q:'))).toHaveLength(5);
    expect(later.slice(1).every((b) => b.deletes.length === 0 && b.puts.length <= 2)).toBe(true);
    const restored = await createIncrementalPersister(store, 'painel-cache:u1', 1000, () => {}).restoreClient();
    expect((await restoreAll(restored)).map((q) => q.state.dataUpdatedAt)).toEqual([20, 20, 20, 20, 20]);
    expect(map.size).toBe(6);
  });

  it('drops an unreadable entry on its own and says so; a broken meta entry fails the restore', async () => {
    const { map, store } = memoryStore();
    map.set('painel-cache:u1|meta', JSON.stringify({ buster: 'b1', timestamp: 5 }));
    map.set('painel-cache:u1|q:["a"]', JSON.stringify(query('["a"]', 1)));
    map.set('painel-cache:u1|q:["b"]', '{"queryHash": ');
    // Another user whose id starts the same way is not touched.
    map.set('painel-cache:u10|meta', 'x');
    const discarded: unknown[] = [];
    const restored = await createIncrementalPersister(store, 'painel-cache:u1', 1000, (e) =>
      discarded.push(e),
    ).restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryHash)).toEqual(['["a"]']);
    expect(discarded).toHaveLength(1);
    expect(map.has('painel-cache:u1|q:["b"]')).toBe(false);
    expect(map.has('painel-cache:u10|meta')).toBe(true);

    map.set('painel-cache:u1|meta', 'not json');
    await expect(
      createIncrementalPersister(store, 'painel-cache:u1', 1000, () => {}).restoreClient(),
    ).rejects.toThrow();
  });

  it('restores what the last screen used first, then the rest in pages of 50', async () => {
    const { store } = memoryStore();
    const persister = createIncrementalPersister(store, 'painel-cache:u1', 0, () => {});
    const many = Array.from({ length: 120 }, (_, i) =>
      query(`["processes",7,"list","${String(i).padStart(3, '0')}"]`, 10),
    );
    const onScreen = ['["session","user"]', '["processes",7,"list","077"]'];
    await persister.persistClient(
      client([...many, query('["session","user"]', 10)], 1000, [...onScreen, '["not","saved"]']),
    );
    await vi.advanceTimersByTimeAsync(10);
    const restored = await createIncrementalPersister(store, 'painel-cache:u1', 0, () => {}).restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryHash).sort()).toEqual([...onScreen].sort());
    const pages: string[][] = [];
    for await (const page of restored!.rest!()) pages.push(page.map((q) => q.queryHash));
    expect(pages.map((p) => p.length)).toEqual([50, 49, 20]);
    expect(new Set(pages.flat()).size).toBe(119);
    expect(pages.flat()).not.toContain('["processes",7,"list","077"]');
  });

  it('restores nothing for a user without a meta entry', async () => {
    const { store } = memoryStore();
    expect(await createIncrementalPersister(store, 'painel-cache:u1', 1000, () => {}).restoreClient()).toBeUndefined();
  });
});
