import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribePersistence } from '../../src/offline/persist-subscription';
import {
  restorePersistedClient,
  restoreRest,
  type PersistedClient,
  type Persister,
  type RestoredClient,
} from '../../src/offline/persisted-client';

function memoryPersister(initial?: RestoredClient): Persister & { saved: PersistedClient[]; removed: number } {
  const p = {
    saved: [] as PersistedClient[],
    removed: 0,
    persistClient: (client: PersistedClient) => void p.saved.push(client),
    restoreClient: () => Promise.resolve(initial),
    removeClient: () => {
      p.removed++;
      return Promise.resolve();
    },
  };
  return p;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saving the query cache', () => {
  it('coalesces a burst of cache changes into one dehydration per throttle window', () => {
    const queryClient = new QueryClient();
    const persister = memoryPersister();
    const stop = subscribePersistence({ queryClient, persister, maxAge: 1e9, buster: 'b1' }, 1000);
    for (let i = 0; i < 500; i++) queryClient.setQueryData(['item', i], { i });
    expect(persister.saved).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(persister.saved).toHaveLength(1);
    expect(persister.saved[0]?.clientState.queries).toHaveLength(500);
    expect(persister.saved[0]?.buster).toBe('b1');
    stop();
  });

  it('names the queries on screen, which the next start restores first', () => {
    const queryClient = new QueryClient();
    const persister = memoryPersister();
    const stop = subscribePersistence({ queryClient, persister, maxAge: 1e9, buster: 'b1' }, 1000);
    queryClient.setQueryData(['seen'], 1);
    queryClient.setQueryData(['not-seen'], 2);
    const observer = new QueryObserver(queryClient, { queryKey: ['seen'], enabled: false });
    const unobserve = observer.subscribe(() => {});
    vi.advanceTimersByTime(1000);
    expect(persister.saved[0]?.activeQueryHashes).toEqual(['["seen"]']);
    unobserve();
    stop();
  });

  it('saves at once when the page is hidden, and nothing after unsubscribing (logout)', () => {
    const queryClient = new QueryClient();
    const persister = memoryPersister();
    const stop = subscribePersistence({ queryClient, persister, maxAge: 1e9, buster: 'b1' }, 1000);
    queryClient.setQueryData(['a'], 1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(persister.saved).toHaveLength(1);
    queryClient.setQueryData(['b'], 2);
    stop();
    vi.advanceTimersByTime(5000);
    expect(persister.saved).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

describe('restoring the saved copy', () => {
  const saved = (timestamp: number, buster: string): PersistedClient => ({
    timestamp,
    buster,
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['a'],
          queryHash: '["a"]',
          dehydratedAt: timestamp,
          state: {
            data: 1,
            dataUpdateCount: 1,
            dataUpdatedAt: timestamp,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: true,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  });

  it('puts a fresh copy into the cache, keeping it marked for refresh', async () => {
    const queryClient = new QueryClient();
    const persister = memoryPersister(saved(Date.now(), 'b1'));
    await restorePersistedClient({ queryClient, persister, maxAge: 60_000, buster: 'b1' });
    expect(queryClient.getQueryData(['a'])).toBe(1);
    expect(queryClient.getQueryState(['a'])?.isInvalidated).toBe(true);
    expect(persister.removed).toBe(0);
  });

  it('removes an expired copy and one of another build instead of showing it', async () => {
    for (const copy of [saved(Date.now() - 120_000, 'b1'), saved(Date.now(), 'old-build')]) {
      const queryClient = new QueryClient();
      const persister = memoryPersister(copy);
      await restorePersistedClient({ queryClient, persister, maxAge: 60_000, buster: 'b1' });
      expect(queryClient.getQueryData(['a'])).toBeUndefined();
      expect(persister.removed).toBe(1);
    }
  });

  it('brings the rest after the first screen, page by page, without replacing newer data, and stops when cancelled', async () => {
    vi.useRealTimers();
    const entry = (key: string, data: number, at: number) => ({
      ...saved(at, 'b1').clientState.queries[0]!,
      queryKey: [key],
      queryHash: JSON.stringify([key]),
      state: { ...saved(at, 'b1').clientState.queries[0]!.state, data, dataUpdatedAt: at },
    });
    const now = Date.now();
    const pages = [[entry('b', 2, now - 1000), entry('c', 3, now - 1000)], [entry('d', 4, now - 1000)]];
    const persister = memoryPersister({
      ...saved(now, 'b1'),
      rest: async function* () {
        yield* pages;
      },
    });
    const queryClient = new QueryClient();
    const rest = await restorePersistedClient({ queryClient, persister, maxAge: 60_000, buster: 'b1' });
    expect(queryClient.getQueryData(['a'])).toBe(1);
    expect(queryClient.getQueryData(['b'])).toBeUndefined();
    // Fetched while the rest was still on disk: the saved copy is older and must not replace it.
    queryClient.setQueryData(['c'], 30);
    await restoreRest(queryClient, rest, () => false);
    expect([queryClient.getQueryData(['b']), queryClient.getQueryData(['c']), queryClient.getQueryData(['d'])]).toEqual(
      [2, 30, 4],
    );

    const other = new QueryClient();
    let pagesSeen = 0;
    await restoreRest(other, rest, () => ++pagesSeen > 1);
    expect([other.getQueryData(['b']), other.getQueryData(['d'])]).toEqual([2, undefined]);
  });
});
