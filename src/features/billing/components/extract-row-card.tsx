import { Card, Group, Stack, Text } from '@mantine/core';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import type { ExtractRow } from '../../../contract/extract';
import { formatDateTime } from '../../../lib/format-date';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { formatCentavos } from '../../../contract/money';

/** One consumption on a phone: what, for which document, when, by whom, and its value. */
export function ExtractRowCard({ row }: { row: ExtractRow }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="extract-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{PLAN_LABELS[row.type] ?? row.type}</Text>
          <Text fw={600}>{formatCentavos(row.amount)}</Text>
        </Group>
        {row.document && (
          <Text size="sm">
            {formatDocumentNumber(row.document)}
            {row.documentName ? ` · ${row.documentName}` : ''}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(row.date)} · {row.consume} × {formatCentavos(row.unitPrice)}
          {row.userName ? ` · ${row.userName}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
