import { useDeferredValue, type ReactNode } from 'react';
import type { ConsumeUniqueItem } from '../../../contract/activities';
import type { PlanBalance } from '../../../contract/plans';
import { ErrorState } from '../../../components/error-state';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ProgressiveItems } from '../../../components/progressive-items';
import { errorMessage } from '../../../lib/api-error';
import { useActivities } from '../api/get-activities';
import { toActivityQuery, type ActivityListState } from '../activity-list-params';
import { ActivityItem } from './activity-item';
import { countLabel } from '../../../contract/plural';
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

/** Cards drawn in the first render: more than a phone's or a laptop's screen holds (the pagination stays below the fold). */
const FIRST_DRAWN = 3;

/** The activity list: 10 per page (pages 1-based on screen, 0-based to the API). */
export function ActivityList({ scope, state, onPageChange, monitoria, canAct, renderAnalyses }: Props) {
  const query = useActivities(scope, toActivityQuery(state));
  // A new page's items (menus, modals, a query each) render in a background render that yields to input and paint: a
  // page click paints at once, the list dimmed, and the items follow (interaction latency). The
  // first page is not deferred.
  const deferred = useDeferredValue(query.data);
  return (
    <PagedList
      query={query}
      shown={deferred ?? query.data}
      page={state.pagina}
      onPageChange={onPageChange}
      loadingLabel="Carregando consultas"
      count={(list) => countLabel(list.total, 'documento', 'documentos')}
      countTestId="activity-total"
      empty={{
        message: 'Nenhum documento encontrado.',
        hint: 'Consulte um CPF ou CNPJ na página inicial, ou revise os filtros.',
        testId: 'activity-empty',
      }}
      failed={
        <ErrorState
          title="Não foi possível carregar as consultas"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      }
      dataAge={false}
      narrow={(items) => (
        <ProgressiveItems
          items={items}
          first={FIRST_DRAWN}
          render={(item) => (
            <ActivityItem
              key={item.id}
              item={item}
              scope={scope}
              monitoria={monitoria}
              canAct={canAct}
              renderAnalyses={renderAnalyses}
            />
          )}
        />
      )}
    />
  );
}
