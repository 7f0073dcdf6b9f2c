import { Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { PagedList } from '../../../components/paged-list/paged-list';
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
  const query = useAuditEvents(orgId, toAuditQuery(state));
  // Offline, filters never asked before have nothing to show (the previous results stay only as a placeholder).
  if (query.fetchStatus === 'paused' && query.isPlaceholderData) return <NeedsConnection what="A auditoria" />;
  return (
    <PagedList
      query={query}
      page={state.pagina}
      onPageChange={onPageChange}
      loadingLabel="Carregando auditoria"
      count={(list) => countLabel(list.total, 'registro', 'registros')}
      countTestId="audit-total"
      empty={{ message: 'Nenhum registro encontrado.', hint: 'Revise os filtros ou limpe-os.', testId: 'audit-empty' }}
      offline={<NeedsConnection what="A auditoria" />}
      failed={
        <ErrorState
          title="Não foi possível carregar a auditoria"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      }
      dataAge={false}
      wide={(events) => <AuditTable events={events} />}
      narrow={(events) => (
        <Stack gap="sm">
          {events.map((e) => (
            <AuditCard key={e.id} event={e} />
          ))}
        </Stack>
      )}
    />
  );
}
