import { Badge, Box, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { CommunicationLine } from '../../../components/communication-line';
import type { Notification } from '../../../contract/notifications';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { NOTIFICATION_TYPE_LABELS, partyNames } from '../notification-filters';

interface Props {
  notification: Notification;
  disabled?: boolean;
  onOpen: (notification: Notification) => void;
}

/** One notification; unviewed ones are bold with a dot and say so to screen readers. */
export function NotificationItem({ notification: n, disabled, onOpen }: Props) {
  const unviewed = !n.wasViewed;
  const update = [n.lastUpdate.class, formatDate(n.lastUpdate.date)].filter(Boolean).join(' · ');
  // A court publication's text is its deadline sentence, which the communication's own line shows.
  const lastText = n.communication ? null : n.lastUpdate.text;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      bg={unviewed ? 'blue.0' : undefined}
      data-testid="notification-item"
      data-viewed={String(n.wasViewed)}
    >
      <UnstyledButton w="100%" p="sm" onClick={() => onOpen(n)} disabled={disabled} style={{ borderRadius: 'inherit' }}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="xs" wrap="wrap">
            {unviewed && (
              <Box w={10} h={10} bg="blue.7" style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden="true" />
            )}
            <Badge variant="light" color={n.type === 'NEW_PROCESS' ? 'grape' : 'blue'} size="sm">
              {NOTIFICATION_TYPE_LABELS[n.type]}
            </Badge>
            <VisuallyHidden>{unviewed ? 'Não visualizada.' : 'Visualizada.'}</VisuallyHidden>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(n.date)}
          </Text>
        </Group>
        <Text fw={unviewed ? 700 : 500} mt={6} style={{ overflowWrap: 'anywhere' }}>
          {n.processNumber} · {n.court}
        </Text>
        <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
          {partyNames(n.authors)}{' '}
          <Text span c="dimmed">
            ×
          </Text>{' '}
          {partyNames(n.defendants)}
        </Text>
        {(update || lastText) && (
          <Text size="sm" c="dimmed" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {update && (
              <Text span fw={600} inherit>
                {update}
                {lastText ? ' — ' : ''}
              </Text>
            )}
            {lastText}
          </Text>
        )}
        {n.processId === null && (
          <Text size="xs" c="orange.9" mt={4}>
            Processo ainda não importado.
          </Text>
        )}
      </UnstyledButton>
      {n.communication && (
        // Outside the button: the certificate is a link of its own.
        <Box px="sm" pb="sm">
          <CommunicationLine communication={n.communication} />
        </Box>
      )}
    </Paper>
  );
}
