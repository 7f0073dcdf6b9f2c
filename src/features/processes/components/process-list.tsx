import { Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CachedDataAge } from '../../../components/cached-data-age';
import { ErrorState } from '../../../components/error-state';
import { NotSavedOffline } from '../../../components/not-saved-offline';
import { errorMessage } from '../../../lib/api-error';
import { useProcesses } from '../api/get-processes';
import { toListQuery, type ProcessListState } from '../process-list-params';
import { ProcessCard } from './process-card';
import { ProcessTable } from './process-table';
import { countLabel } from '../../../contract/plural';
import { PAGE_SIZE } from '../../../contract/constants/paging';

interface Props {
  orgId: number;
  state: ProcessListState;
  onPageChange: (page: number) => void;
  hrefFor: (id: number) => string;
}

/** Results of the current filters: a table from 768 px, cards below; Mantine pagination (1-based). */
export function ProcessList({ orgId, state, onPageChange, hrefFor }: Props) {
  // Read at the first render (no server rendering here): the default answer first, then the real one in an effect,
  // drew a phone's cached rows twice, once as a table and again as cards.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const built = toListQuery(state);
  const query = useProcesses(orgId, built.query ?? {});

  if (built.searchError) return <ErrorState title="Busca inválida" message={built.searchError} />;
  if (query.isPending && query.fetchStatus === 'paused') return <NotSavedOffline what="O resultado desta busca" />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando processos" />
      </Center>
    );
  }
  // A failed refresh keeps what was already on screen (server down): the age marker says how old it is.
  if (query.isError && !query.data) {
    return <ErrorState title="Não foi possível carregar os processos" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }

  const { result, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (result.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs" data-testid="process-empty">
        <Text fw={600}>Nenhum processo encontrado.</Text>
        <Text size="sm" c="dimmed">Revise a busca ou limpe os filtros.</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed" data-testid="process-total">
          {countLabel(total, 'processo', 'processos')}
        </Text>
        <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
      </Group>
      {wide ? (
        <ProcessTable processes={result} hrefFor={hrefFor} />
      ) : (
        <Stack gap="sm">
          {result.map((p) => (
            <ProcessCard key={p.id} process={p} href={hrefFor(p.id)} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(state.pagina, pages)}
            onChange={onPageChange}
            siblings={wide ? 1 : 0}
            boundaries={1}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control })}
          />
        </Group>
      )}
    </Stack>
  );
}
