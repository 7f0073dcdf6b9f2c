import type { FetchStatus } from '@tanstack/react-query';

/** A list answer (the contract's Paged): one page of rows and the count of every row matching the query. */
export interface PagedAnswer<Row = unknown> {
  result: readonly Row[];
  total: number;
}

/** What a paged list reads of its TanStack Query result (a UseQueryResult fits). */
export interface PagedListQuery<Answer> {
  data: Answer | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  fetchStatus: FetchStatus;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

export type PagedListView = 'offline' | 'loading' | 'failed' | 'empty' | 'rows';

/**
 * The state a list shows. `shown` is the answer drawn (the query's, or a deferred copy of it). With `keepsStaleRows`, a
 * failed refresh leaves the rows on screen, marked with their age; without it the rows would pass for fresh, so the
 * failure shows instead.
 */
export function pagedListView(
  query: PagedListQuery<unknown>,
  shown: PagedAnswer | undefined,
  keepsStaleRows: boolean,
): PagedListView {
  if (query.isPending) return query.fetchStatus === 'paused' ? 'offline' : 'loading';
  if (!shown || (query.isError && !keepsStaleRows)) return 'failed';
  return shown.result.length === 0 ? 'empty' : 'rows';
}

export const PAST_THE_END = 'Esta página não existe.';

/** An empty page of a list that has rows is a page past the end (an old link), not an empty list. */
export function emptyMessage(message: string, total: number, page: number, pages: number): string {
  return total > 0 && page > pages ? PAST_THE_END : message;
}
