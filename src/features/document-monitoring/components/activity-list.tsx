import { Center, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import type { ConsumeUniqueItem } from '../../../contract/activities';
import type { PlanBalance } from '../../../contract/plans';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { useActivities } from '../api/get-activities';
import { toActivityQuery, type ActivityListState } from '../activity-list-params';
import { ActivityItem } from './activity-item';
import { countLabel } from '../../../contract/plural';
import { PAGE_SIZE } from '../../../contract/constants/paging';
import type { HolderScope } from '../../../lib/holder-scope';

interface Props {
  scope: HolderScope;
  state: ActivityListState;
  onPageChange: (page: number) => void;
  monitoria: PlanBalance | null;
  canAct: boolean;
  /** Stable between renders (useCallback): the items are memoised on it. */
  renderAnalyses: (item: ConsumeUniqueItem) => ReactNode;
}

/** The activity list: 10 per page (pages 1-based on screen, 0-based to the API). */
export function ActivityList({ scope, state, onPageChange, monitoria, canAct, renderAnalyses }: Props) {
  const query = useActivities(scope, toActivityQuery(state));
  // A new page's items (menus, modals, a query each) render in a background render that yields to input and paint: a
  // page click paints at once, the list dimmed, and the items follow (bench figure 12, interaction latency). The
  // first page is not deferred.
  const deferred = useDeferredValue(query.data);
  const data = deferred ?? query.data;
  const stale = query.isPlaceholderData || data !== query.data;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando consultas" />
      </Center>
    );
  }
  if (query.isError || !data) {
    return <ErrorState title="Não foi possível carregar as consultas" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const { result, total } = data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (result.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs" data-testid="activity-empty">
        <Text fw={600}>{state.pagina > pages ? 'Esta página não existe.' : 'Nenhum documento encontrado.'}</Text>
        <Text size="sm" c="dimmed">
          Consulte um CPF ou CNPJ na página inicial, ou revise os filtros.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" style={{ opacity: stale ? 0.6 : 1 }} aria-busy={query.isFetching}>
      <Text size="sm" c="dimmed" data-testid="activity-total">
        {countLabel(total, 'documento', 'documentos')}
      </Text>
      {result.map((item) => (
        <ActivityItem key={item.id} item={item} scope={scope} monitoria={monitoria} canAct={canAct} renderAnalyses={renderAnalyses} />
      ))}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(state.pagina, pages)}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control })}
        />
      )}
    </Stack>
  );
}
