import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { countLabel } from '../../../contract/plural';
import { useSourcesStatus } from '../api/get-sources-status';
import { QueryState } from './query-state';
import { SourceStatusCard } from './source-status-card';
import { WatchlistsStatus } from './watchlists-status';
import { CompanyRegistryStatus } from './company-registry-status';

/** The "Fontes de dados" status: which feed is active, and each source's last and next run (kept offline). */
export function SourcesStatus({ orgId }: { orgId: number }) {
  const query = useSourcesStatus(orgId);
  return (
    <QueryState query={query} what="as fontes de dados">
      {(status) => (
        <Stack gap="sm">
          {status.mode === 'demo' ? (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden="true" />}
              title="Modo demonstração ativo"
              role="status"
              data-testid="demo-mode"
            >
              Os processos e movimentações vêm da base de demonstração; o DJEN não é consultado. Para ler as publicações
              reais, o servidor deve ser iniciado com COURT_DATA=djen.
            </Alert>
          ) : (
            <Alert
              color="teal"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden="true" />}
              title="DJEN ativo"
              role="status"
            >
              As publicações do DJEN são buscadas para{' '}
              {countLabel(status.activeRegistrations, 'OAB ativa', 'OABs ativas')}
              {status.schedule ? ` (agenda ${status.schedule}, horário UTC).` : ', sem agenda automática.'}
            </Alert>
          )}
          {status.sources.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="sources-empty">
              Nenhuma sincronização executada ainda.
            </Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Fontes de dados">
              {status.sources.map((source) => (
                <SourceStatusCard key={source.source} status={source} />
              ))}
            </Stack>
          )}
          <WatchlistsStatus status={status.watchlists} />
          <CompanyRegistryStatus status={status.companyRegistry} />
        </Stack>
      )}
    </QueryState>
  );
}
