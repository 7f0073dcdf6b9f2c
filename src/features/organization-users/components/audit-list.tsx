import { Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorState } from '../../../components/error-state';
import { PAGE_SIZE } from '../../../contract/constants/paging';
import { countLabel } from '../../../contract/plural';
import { errorMessage } from '../../../lib/api-error';
import { useAuditEvents } from '../api/get-audit-events';
import { toAuditQuery, type AuditState } from '../audit-params';
import { AuditCard } from './audit-card';
import { AuditTable } from './audit-table';
import { NeedsConnection } from './needs-connection';

interface Props {
  orgId: number;
  state: AuditState;
  onPageChange: (page: number) => void;
}

/** The trail's events for the filters, 10 per page: a table from 768 px, cards below. */
export function AuditList({ orgId, state, onPageChange }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = useAuditEvents(orgId, toAuditQuery(state));
  // Offline, filters never asked before have nothing to show (the previous results stay only as a placeholder).
  if (query.fetchStatus === 'paused' && (query.isPending || query.isPlaceholderData)) return <NeedsConnection what="A auditoria" />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando auditoria" />
      </Center>
    );
  }
  if (query.isError) {
    return <ErrorState title="Não foi possível carregar a auditoria" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const { result, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (result.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs" data-testid="audit-empty">
        <Text fw={600}>{state.pagina > pages ? 'Esta página não existe.' : 'Nenhum registro encontrado.'}</Text>
        <Text size="sm" c="dimmed">
          Revise os filtros ou limpe-os.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
      <Text size="sm" c="dimmed" data-testid="audit-total">
        {countLabel(total, 'registro', 'registros')}
      </Text>
      {wide ? (
        <AuditTable events={result} />
      ) : (
        <Stack gap="sm">
          {result.map((e) => (
            <AuditCard key={e.id} event={e} />
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
