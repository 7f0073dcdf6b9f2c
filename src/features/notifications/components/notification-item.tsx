import { Box, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { CommunicationLine } from '../../../components/communication-line';
import type { Notification } from '../../../contract/notifications';
import { formatDateTime } from '../../../lib/format-date';
import { NotificationTypeBadge } from './notification-type-badge';
import { ProcessNotificationBody } from './process-notification-body';
import { RiskNotificationBody } from './risk-notification-body';

interface Props {
  notification: Notification;
  disabled?: boolean;
  onOpen: (notification: Notification) => void;
}

/** One notification; unviewed ones are bold with a dot and say so to screen readers. */
export function NotificationItem({ notification: n, disabled, onOpen }: Props) {
  const unviewed = !n.wasViewed;
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
        <Group gap="xs" wrap="wrap" justify="space-between" align="flex-start">
          {/* Each child at its own width: Mantine's default caps a badge at half the group ("NOVO R…" on a phone). */}
          <Group gap="xs" wrap="wrap" preventGrowOverflow={false}>
            {unviewed && (
              <Box w={10} h={10} bg="blue.7" style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden="true" />
            )}
            <NotificationTypeBadge notification={n} />
            <VisuallyHidden>{unviewed ? 'Não visualizada.' : 'Visualizada.'}</VisuallyHidden>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(n.date)}
          </Text>
        </Group>
        {n.risk ? (
          <RiskNotificationBody risk={n.risk} unviewed={unviewed} />
        ) : (
          <ProcessNotificationBody notification={n} unviewed={unviewed} />
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
