/**
 * Every query kept on this device for offline use, by name: the one list (docs/architecture.md#persisted-query-cache
 * states the same names, and tests/unit/docs-drift.test.ts compares them). A query opts in by naming itself in its
 * options, `meta: { persist: 'processes.detail' }`; offline/persist-filter.ts reads nothing else. Anything not declared
 * is refetched, so a new query is not kept until someone adds it here.
 */
export const PERSISTED_QUERIES = [
  'session.user',
  'session.organizations',
  'session.holders',
  'session.notificationTotal',
  'processes.list',
  'processes.detail',
  'processes.movements',
  'processes.movementTypes',
  'processes.autos',
  'processWorkspace.customFields',
  'processWorkspace.customFieldAnswers',
  'processWorkspace.customFieldValues',
  'notifications.list',
  'relationships.graph',
  'billing.billPage',
  'billing.bill',
  'billing.extractPage',
  'consumption.metric',
  'reports.page',
  'courtData.registrations',
  'courtData.sources',
  'courtData.suspensions',
] as const;

export type PersistedQuery = (typeof PERSISTED_QUERIES)[number];

/** What a query declares about itself in its `meta` (typed through TanStack Query's Register). */
export type AppQueryMeta = {
  persist?: PersistedQuery;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
