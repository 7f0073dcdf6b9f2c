import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Movement } from '../../../contract/movements';
import { openViewerById } from '../../../lib/popups';
import { formatProcessDate } from '../../../lib/special-dates';
import { actText } from '../../../lib/movement-communication';
import { CommunicationLine } from '../../../components/communication-line';

interface Props {
  movement: Movement;
  extras?: ReactNode;
}

/** One movement's content: date, court/manual badge, class, a published communication's line, text, author and file (opens in the viewer). */
export function MovementItem({ movement: m, extras }: Props) {
  return (
    <Stack gap={4} data-testid="movement-item" data-source={m.source}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {formatProcessDate(m.date, true)}
        </Text>
        <Badge size="sm" variant="light" color={m.isManual ? 'grape' : 'blue'}>
          {m.isManual ? 'Manual' : m.communication?.source === 'DJEN' ? 'DJEN' : 'Tribunal'}
        </Badge>
        <Text size="sm" fw={500}>
          {m.class}
        </Text>
      </Group>
      {m.communication && <CommunicationLine communication={m.communication} />}
      {/* Plain text from the API: rendered as text, never as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {actText(m.text, m.communication)}
      </Text>
      {m.isManual && m.createdBy && (
        <Text size="xs" c="dimmed">
          Registrada por {m.createdBy.name}
        </Text>
      )}
      {m.file && (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconFileText size={14} aria-hidden="true" />}
            onClick={() => m.file && openViewerById(m.file.id)}
          >
            Abrir arquivo
          </Button>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {m.file.name}
          </Text>
        </Group>
      )}
      {extras}
    </Stack>
  );
}
