import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CourtSourceStatus } from '../../../contract/court-data';
import { formatDateTime } from '../../../lib/format-date';
import { SOURCE_LABELS } from '../court-data-labels';
import { StatusFigure } from './status-figure';

const when = (value: string | null, none: string) => (value ? formatDateTime(value) : none);

/** One source's last run, items, cancellations, errors, last error and next run. */
export function SourceStatusCard({ status }: { status: CourtSourceStatus }) {
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="source-status" data-source={status.source}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{SOURCE_LABELS[status.source]}</Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <StatusFigure label="Última execução" value={when(status.lastRunAt, 'Nunca')} />
          <StatusFigure label="Último sucesso" value={when(status.lastSuccessAt, 'Nunca')} />
          <StatusFigure label="Itens novos" value={String(status.items)} />
          <StatusFigure label="Cancelamentos" value={String(status.cancellations)} />
          <StatusFigure label="Erros" value={String(status.errors)} danger={status.errors > 0} />
          <StatusFigure label="Próxima execução" value={when(status.nextRunAt, 'Não agendada')} />
        </SimpleGrid>
        {status.lastError && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            Último erro: {status.lastError}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
