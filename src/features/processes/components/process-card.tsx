import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ProcessSummary } from '../../../contract/processes';
import { formatDateTime } from '../../../lib/format-date';
import { formatProcessDate } from '../../../lib/special-dates';
import { ProcessPartiesLine } from './process-parties-line';
import { ProcessStatusBadges } from './process-status-badges';
import { ProcessValueAndDate } from '../../../components/process-value-and-date';

interface Props {
  process: ProcessSummary;
  href: string;
}

/** Phone list item (375 px): the same facts as a table row, stacked. */
export function ProcessCard({ process: p, href }: Props) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="process-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} href={href} fw={600} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {p.number}
          </Anchor>
          <Text size="xs" fw={600} c="dimmed">
            {p.court}
          </Text>
        </Group>
        <ProcessStatusBadges isSecret={p.isSecret} isArchived={p.isArchived} />
        <Text size="xs" c="dimmed">
          {p.type}
        </Text>
        <ProcessPartiesLine authors={p.authors} defendants={p.defendants} />
        {!p.isSecret && p.subjects.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {p.subjects.join('; ')}
          </Text>
        )}
        <ProcessValueAndDate causeValue={p.causeValue} distributionDate={p.distributionDate} />
        {p.lastMovement && (
          <Text size="xs" lineClamp={2}>
            Última movimentação: {formatProcessDate(p.lastMovement.date)} · {p.lastMovement.class}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Atualizado em {formatDateTime(p.updatedAt)}
        </Text>
      </Stack>
    </Card>
  );
}
