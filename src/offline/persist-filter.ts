import { PERSISTED_QUERIES, type AppQueryMeta } from '../lib/query-meta';

/**
 * Which queries outlive the page (docs/architecture.md#persisted-query-cache): those whose options name themselves in
 * `meta: { persist: … }`, one of PERSISTED_QUERIES (src/lib/query-meta.ts). Anything else (signed case-file links,
 * plan types, balances, admin lists) is refetched. Decided when the cache is saved: a saved query keeps its meta
 * (TanStack dehydrates it and hydrate restores it), so a restored query is saved again on the next write even before
 * a screen uses it.
 */
export function isPersistedQuery(query: { meta?: AppQueryMeta }): boolean {
  const name = query.meta?.persist;
  return name !== undefined && PERSISTED_QUERIES.includes(name);
}

interface DehydrationCandidate {
  meta?: AppQueryMeta;
  state: { status: 'pending' | 'error' | 'success'; data?: unknown };
}

/**
 * Only answers are worth keeping; errors without data and half-loaded queries are fetched again. A failed refresh of
 * a saved answer stays a candidate so that its saved copy is kept (the persister does not rewrite it as an error).
 */
export function shouldPersistQuery(query: DehydrationCandidate): boolean {
  const hasAnswer =
    query.state.status === 'success' || (query.state.status === 'error' && query.state.data !== undefined);
  return hasAnswer && isPersistedQuery(query);
}
