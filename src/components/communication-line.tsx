import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconCertificate } from '@tabler/icons-react';
import type { MovementCommunication } from '../contract/movements';
import { cancellationLabel, deadlineLine } from '../lib/movement-communication';

/**
 * What a court source (the DJEN) published, on a movement or a notification: publication and deadline start, the
 * official certificate, and the cancelled mark.
 */
export function CommunicationLine({ communication }: { communication: MovementCommunication }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="movement-communication">
      {communication.cancelled && (
        <Badge
          color="red"
          variant="light"
          size="md"
          radius="sm"
          styles={{
            label: { textTransform: 'none', whiteSpace: 'normal' },
            root: { height: 'auto', paddingBlock: 2, maxWidth: '100%' },
          }}
          data-testid="movement-cancelled"
        >
          {cancellationLabel(communication)}
        </Badge>
      )}
      <Badge
        variant="light"
        color={communication.cancelled ? 'gray' : 'blue'}
        size="lg"
        radius="sm"
        leftSection={<IconCalendarEvent size={14} aria-hidden="true" />}
        styles={{
          label: { textTransform: 'none', whiteSpace: 'normal' },
          root: { height: 'auto', paddingBlock: 4, maxWidth: '100%' },
        }}
        td={communication.cancelled ? 'line-through' : undefined}
        data-testid="movement-deadline"
      >
        {deadlineLine(communication)}
      </Badge>
      {communication.certificateUrl && (
        <Anchor href={communication.certificateUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconCertificate size={16} aria-hidden="true" />
            <Text span size="sm" inherit>
              Certidão de publicação
            </Text>
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
