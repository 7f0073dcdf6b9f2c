import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { BroughtCommunication } from '../../../contract/court-data';
import { dayLabel } from '../court-data-labels';

interface Props {
  item: BroughtCommunication;
  /** The process page's address, when the communication became a process of the organization. */
  processHref: string | null;
}

/** One communication a registration brought: process, type, court, dates, cancelled mark. */
export function BroughtCommunicationRow({ item, processHref }: Props) {
  return (
    <Group component="li" gap="xs" wrap="wrap" data-testid="brought-communication">
      {processHref ? (
        <Anchor component={Link} href={processHref} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.processNumber}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.processNumber}
        </Text>
      )}
      <Text size="sm">
        {item.type} · {item.court}
      </Text>
      <Text size="sm" c="dimmed">
        disponibilizada em {dayLabel(item.availabilityDate)}; prazo começa em {dayLabel(item.deadlineStart)}
      </Text>
      {item.cancelled && (
        <Badge color="red" size="xs" variant="light">
          Cancelada no DJEN
        </Badge>
      )}
    </Group>
  );
}
