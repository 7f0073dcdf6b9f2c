import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { WatchlistsStatus as Status } from '../../../contract/court-data';
import { WatchlistStatusCard } from './watchlist-status-card';

/** The sanctions and PEP lists on the "Fontes de dados" screen: demo or official, and each list's import. */
export function WatchlistsStatus({ status }: { status: Status }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="watchlists-title">
      <Title order={2} size="h4" id="watchlists-title">
        Listas de sanções e PEP
      </Title>
      {status.mode === 'demo' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
          As sanções e PEP do grafo de relacionamentos vêm da base de demonstração. Para usar as listas oficiais (CGU,
          OFAC e ONU), o servidor deve ser iniciado com WATCHLISTS=official.
        </Alert>
      ) : (
        <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
          Listas oficiais ativas
          {status.schedule ? ` (importação na agenda ${status.schedule}, horário UTC).` : ', sem agenda automática.'}
        </Alert>
      )}
      {status.lists.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="watchlists-empty">
          Nenhuma importação de lista executada ainda.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Listas de sanções e PEP">
          {status.lists.map((list) => (
            <WatchlistStatusCard key={list.list} status={list} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
