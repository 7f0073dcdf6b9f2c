import { Center, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconGavel, IconUpload } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { pageCount } from '../../../contract/constants/paging';
import type { Movement } from '../../../contract/movements';
import { CachedDataAge, type DataAge } from '../../../components/cached-data-age';
import { ErrorState } from '../../../components/error-state';
import { NotSavedOffline } from '../../../components/not-saved-offline';
import { ListPagination } from '../../../components/paged-list/list-pagination';
import { errorMessage } from '../../../lib/api-error';
import { toApiPage } from '../../../lib/query-params';
import { useMovements } from '../api/get-movements';
import { MovementFilters, type MovementFilterState } from './movement-filters';
import { MovementItem } from './movement-item';

interface Props {
  orgId: number;
  processId: number;
  /** Lets the page add what other features own (e.g. the people of a movement). */
  renderMovementExtras?: (movement: Movement) => ReactNode;
  /** The age badge of the process above the timeline: the timeline's own is shown only when it says more. */
  processAge?: DataAge;
}

/** Court and manual movements, newest first, with type/date filters and paging. */
export function MovementTimeline({ orgId, processId, renderMovementExtras, processAge }: Props) {
  const [filters, setFilters] = useState<MovementFilterState>({ type: null, range: [null, null] });
  const [page, setPage] = useState(1);
  // The pagination answers at once; the page's movements follow in a render that input can interrupt (bench figure
  // 12: a click waited ~110 ms at 4× CPU for ten timeline items to render again before the next paint).
  const shownPage = useDeferredValue(page);
  const query = useMovements(orgId, processId, {
    page: toApiPage(shownPage),
    type: filters.type ?? undefined,
    from: filters.range[0] ?? undefined,
    to: filters.range[1] ?? filters.range[0] ?? undefined,
  });

  // Stable: the filters (a Select and a date picker) are memoised and skip a page click's render.
  const changeFilters = useCallback((next: MovementFilterState) => {
    setFilters(next);
    setPage(1);
  }, []);
  // The new page's answer renders in the background too: it arrives through the query's store, whose updates are
  // urgent, and its ten items (popovers, people) would otherwise land before the click's paint on a fast network.
  const deferredData = useDeferredValue(query.data);
  const data = deferredData ?? query.data;

  const result = data?.result;
  const timeline = useMemo(
    () =>
      result && (
        <Timeline bulletSize={24} lineWidth={2} data-testid="movement-timeline">
          {result.map((m) => (
            <Timeline.Item
              key={m.id}
              color={m.isManual ? 'grape' : 'blue'}
              bullet={
                m.isManual ? (
                  <IconUpload size={14} aria-label="Manual" />
                ) : (
                  <IconGavel size={14} aria-label="Tribunal" />
                )
              }
            >
              <MovementItem movement={m} extras={renderMovementExtras?.(m)} />
            </Timeline.Item>
          ))}
        </Timeline>
      ),
    [result, renderMovementExtras],
  );

  let body: ReactNode;
  if (query.isPending && query.fetchStatus === 'paused') {
    body = <NotSavedOffline what="Esta lista de movimentações" feminine />;
  } else if (query.isPending) {
    body = (
      <Center py="lg">
        <Loader aria-label="Carregando movimentações" />
      </Center>
    );
  } else if (!data) {
    body = (
      <ErrorState
        title="Não foi possível carregar as movimentações"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data.result.length === 0) {
    body = (
      <Text c="dimmed" py="md" data-testid="movements-empty">
        Nenhuma movimentação encontrada{filters.type || filters.range[0] ? ' com esses filtros' : ''}.
      </Text>
    );
  } else {
    body = (
      <Stack gap="md" style={{ opacity: query.isPlaceholderData || data !== query.data ? 0.6 : 1 }}>
        {timeline}
        <ListPagination pages={pageCount(data.total)} page={page} onChange={setPage} siblings={0} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <MovementFilters orgId={orgId} value={filters} onChange={changeFilters} />
      {query.data && (
        <Group>
          <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} above={processAge} />
        </Group>
      )}
      {body}
    </Stack>
  );
}
