import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { SANCTION_SOURCE_LABELS, PEP_SOURCE_LABEL } from '../../../contract/constants/relationships';
import type { WatchlistStatus } from '../../../contract/court-data';
import { formatCount } from '../../../contract/plural';
import { formatDateTime } from '../../../lib/format-date';
import { dayLabel } from '../court-data-labels';
import { StatusFigure } from './status-figure';

const when = (value: string | null, none: string) => (value ? formatDateTime(value) : none);
const listLabel = (list: WatchlistStatus['list']) => (list === 'PEP' ? PEP_SOURCE_LABEL : SANCTION_SOURCE_LABELS[list]);

/** One official list's import: its date, rows in use, last run, problems and next run. */
export function WatchlistStatusCard({ status }: { status: WatchlistStatus }) {
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="watchlist-status" data-list={status.list}>
      <Stack gap="sm">
        <Text fw={700}>{listLabel(status.list)}</Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <StatusFigure label="Publicação da lista" value={status.publishedOn ? dayLabel(status.publishedOn) : '—'} />
          <StatusFigure
            label="Registros em uso"
            value={status.currentRows === null ? 'Nenhum' : formatCount(status.currentRows)}
          />
          <StatusFigure label="Última execução" value={when(status.lastRunAt, 'Nunca')} />
          <StatusFigure label="Linhas ignoradas" value={String(status.skipped)} danger={status.skipped > 0} />
          <StatusFigure label="Erros" value={String(status.errors)} danger={status.errors > 0} />
          <StatusFigure label="Próxima execução" value={when(status.nextRunAt, 'Não agendada')} />
        </SimpleGrid>
        {status.lastError && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            Último erro: {status.lastError} A versão anterior da lista continua em uso.
          </Text>
        )}
        {status.lastWarning && (
          <Text size="sm" c="orange.9" style={{ overflowWrap: 'anywhere' }}>
            Aviso: {status.lastWarning}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
