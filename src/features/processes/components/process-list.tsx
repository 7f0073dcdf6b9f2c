import { BareStack } from '../../../components/bare/bare-stack';
import { ErrorState } from '../../../components/error-state';
import { NotSavedOffline } from '../../../components/not-saved-offline';
import { PagedList } from '../../../components/paged-list/paged-list';
import { countLabel } from '../../../contract/plural';
import { errorMessage } from '../../../lib/api-error';
import { useProcesses } from '../api/get-processes';
import { toListQuery, type ProcessListState } from '../process-list-params';
import { ProcessCard } from './process-card';
import { ProcessTable } from './process-table';

interface Props {
  orgId: number;
  state: ProcessListState;
  onPageChange: (page: number) => void;
  hrefFor: (id: number) => string;
}

/** Results of the current filters: a table from 768 px, cards below; Mantine pagination (1-based). */
export function ProcessList({ orgId, state, onPageChange, hrefFor }: Props) {
  const built = toListQuery(state);
  const query = useProcesses(orgId, built.query ?? {});

  if (built.searchError) return <ErrorState title="Busca inválida" message={built.searchError} />;
  // A failed refresh keeps what was already on screen (server down): the age marker says how old it is.
  return (
    <PagedList
      query={query}
      page={state.pagina}
      onPageChange={onPageChange}
      loadingLabel="Carregando processos"
      count={(list) => countLabel(list.total, 'processo', 'processos')}
      countTestId="process-total"
      empty={{
        message: 'Nenhum processo encontrado.',
        hint: 'Revise a busca ou limpe os filtros.',
        testId: 'process-empty',
      }}
      offline={<NotSavedOffline what="O resultado desta busca" />}
      failed={
        <ErrorState
          title="Não foi possível carregar os processos"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      }
      wide={(processes) => <ProcessTable processes={processes} hrefFor={hrefFor} />}
      narrow={(processes) => (
        <BareStack align="stretch">
          {processes.map((p) => (
            <ProcessCard key={p.id} process={p} href={hrefFor(p.id)} />
          ))}
        </BareStack>
      )}
    />
  );
}
