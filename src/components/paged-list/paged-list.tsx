import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { pageCount, PAGE_SIZE } from '../../contract/constants/paging';
import { FailedListEmpty } from '../failed-list-empty';
import { ListCount } from './list-count';
import { ListLoader } from './list-loader';
import { ListPagination } from './list-pagination';
import { emptyMessage, pagedListView, type PagedAnswer, type PagedListQuery } from './paged-list-view';

interface Props<Answer extends PagedAnswer> {
  query: PagedListQuery<Answer>;
  /** The answer drawn, when not the query's own: a deferred copy (useDeferredValue), dimmed while it lags behind. */
  shown?: Answer;
  /** 1-based, as on screen. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  loadingLabel: string;
  /** The line above the rows ("12 processos"). */
  count: (answer: Answer) => ReactNode;
  countTestId?: string;
  /** What an empty list says; past the last page of a list with rows it says 'Esta página não existe.' instead. */
  empty: { message: string; hint?: string; testId: string };
  /**
   * What a failure shows (an ErrorState). Without it the list fails quietly: the empty list with "Tentar novamente",
   * never an error dialog (billing, reports).
   */
  failed?: ReactNode;
  /** Offline with nothing saved for this query. Without it a quiet list shows its failure, another its loader. */
  offline?: ReactNode;
  /**
   * The rows may be this device's saved copy (a persisted query): their age shows beside the count, and a failed
   * refresh keeps them on screen. Lists fetched again every time pass false.
   */
  dataAge?: boolean;
  /** The rows from 48em (768 px): a table. */
  wide?: (rows: Answer['result']) => ReactNode;
  /** The rows below 48em (cards), and at every width when there is no `wide`. */
  narrow: (rows: Answer['result']) => ReactNode;
}

/** One page of a list with its count and pagination, and its loading, offline, failed and empty states. */
export function PagedList<Answer extends PagedAnswer>(props: Props<Answer>) {
  const {
    query,
    shown = query.data,
    page,
    onPageChange,
    pageSize = PAGE_SIZE,
    loadingLabel,
    count,
    countTestId,
    empty,
    failed,
    offline,
    dataAge = true,
  } = props;
  // Read at the first render (no server rendering here): the default answer first, then the real one in an effect,
  // drew a phone's cached rows twice, once as a table and again as cards.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const view = pagedListView(query, shown, dataAge);
  const retry = () => void query.refetch();
  const quietFailure = (
    <FailedListEmpty testId={empty.testId} message={empty.message} hint={empty.hint} failed onRetry={retry} />
  );

  if (view === 'offline') return offline ?? (failed ? <ListLoader label={loadingLabel} /> : quietFailure);
  if (view === 'loading') return <ListLoader label={loadingLabel} />;
  if (view === 'failed' || !shown) return failed ?? quietFailure;
  const pages = pageCount(shown.total, pageSize);
  if (view === 'empty') {
    const message = emptyMessage(empty.message, shown.total, page, pages);
    return (
      <FailedListEmpty
        testId={empty.testId}
        message={message}
        hint={empty.hint}
        failed={query.isError}
        onRetry={retry}
      />
    );
  }
  return (
    <Stack
      gap="md"
      style={{ opacity: query.isPlaceholderData || shown !== query.data ? 0.6 : 1 }}
      aria-busy={query.isFetching}
    >
      <ListCount
        testId={countTestId}
        age={dataAge ? { updatedAt: query.dataUpdatedAt, refreshFailed: query.isError } : undefined}
      >
        {count(shown)}
      </ListCount>
      {wide && props.wide ? props.wide(shown.result) : props.narrow(shown.result)}
      <ListPagination pages={pages} page={page} onChange={onPageChange} siblings={wide ? 1 : 0} />
    </Stack>
  );
}
