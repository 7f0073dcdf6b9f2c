/**
 * What a query declares about itself in its `meta` (typed through TanStack Query's Register). `persist: true`: its
 * answer is kept on this device for offline use (docs/architecture.md#persisted-query-cache); offline/persist-filter.ts reads nothing else.
 * Anything not declared is refetched, so a new query is not kept until someone decides it should be.
 */
export type AppQueryMeta = {
  persist?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
