import { dehydrate } from '@tanstack/react-query';
import type { PersistOptions } from './persisted-client';

const CACHE_CHANGES = new Set(['added', 'removed', 'updated']);

/**
 * Saves the query cache through the persister at most once per `throttleMs`, and at once when the page is hidden
 * (the app is closed or put away). The library's own subscription dehydrates the whole cache on every cache event:
 * with thousands of cached rows that is O(cache) work per event, many times per page load.
 */
export function subscribePersistence(options: PersistOptions, throttleMs: number): () => void {
  const { queryClient, persister, buster, dehydrateOptions } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // What is on screen now is what the next start restores first (incremental-persister.ts).
    const activeQueryHashes = queryClient
      .getQueryCache()
      .getAll()
      .flatMap((query) => (query.getObserversCount() > 0 ? [query.queryHash] : []));
    void persister.persistClient({
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, dehydrateOptions),
      activeQueryHashes,
    });
  };
  const onChange = (event: { type: string }) => {
    if (CACHE_CHANGES.has(event.type)) timer ??= setTimeout(save, throttleMs);
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer) save();
  };
  const stopQueries = queryClient.getQueryCache().subscribe(onChange);
  const stopMutations = queryClient.getMutationCache().subscribe(onChange);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
    stopQueries();
    stopMutations();
    document.removeEventListener('visibilitychange', onHide);
  };
}
