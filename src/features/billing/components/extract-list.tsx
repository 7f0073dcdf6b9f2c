import { Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CachedDataAge } from '../../../components/cached-data-age';
import { FailedListEmpty } from '../../../components/failed-list-empty';
import { EXTRACT_PAGE_SIZE } from '../../../contract/constants/billing';
import { countLabel } from '../../../contract/plural';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useExtract } from '../api/get-extract';
import { toExtractQuery, type ExtractState } from '../extract-params';
import { ExtractRowCard } from './extract-row-card';
import { ExtractTable } from './extract-table';
import { formatCentavos } from '../../../contract/money';

interface Props {
  scope: HolderScope;
  state: ExtractState;
  onPageChange: (page: number) => void;
}

/** One page of the extract (10 rows), with the count and the value of every row of the filters. */
export function ExtractList({ scope, state, onPageChange }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = useExtract(scope, toExtractQuery(state));
  if (query.isPending && query.fetchStatus !== 'paused') {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando extrato" />
      </Center>
    );
  }
  const { result, total, totalAmount } = query.data ?? { result: [], total: 0, totalAmount: 0 };
  const pages = Math.max(1, Math.ceil(total / EXTRACT_PAGE_SIZE));
  // Spec §8: no error dialog; but a failure says what failed and why, never "no consumption" (issue 30).
  if (!query.data && (query.isError || query.isPending)) {
    return (
      <FailedListEmpty
        testId="extract-empty"
        message={query.isError ? 'Não foi possível carregar o extrato.' : 'Este extrato ainda não foi salvo neste dispositivo.'}
        hint={query.isError ? errorMessage(query.error) : 'Ele aparece assim que a conexão voltar; depois de aberto, fica disponível sem internet.'}
        failed
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (result.length === 0) {
    return (
      <FailedListEmpty
        testId="extract-empty"
        message={total > 0 && state.pagina > pages ? 'Esta página não existe.' : 'Nenhum consumo encontrado.'}
        hint="Revise o período ou limpe os filtros."
        failed={query.isError}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed" data-testid="extract-total">
          {countLabel(total, 'consumo', 'consumos')} · total {formatCentavos(totalAmount)}
        </Text>
        <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
      </Group>
      {wide ? (
        <ExtractTable rows={result} />
      ) : (
        <Stack gap="sm">
          {result.map((row) => (
            <ExtractRowCard key={row.id} row={row} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(state.pagina, pages)} onChange={onPageChange} siblings={wide ? 1 : 0} boundaries={1} size="sm" getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control })} />
        </Group>
      )}
    </Stack>
  );
}
