import { Stack, Text } from '@mantine/core';
import type { Notification } from '../../../contract/notifications';
import { NotificationItem } from './notification-item';

interface Props {
  notifications: readonly Notification[];
  filtered: boolean;
  disabled?: boolean;
  onOpen: (notification: Notification) => void;
}

export function NotificationList({ notifications, filtered, disabled, onOpen }: Props) {
  if (notifications.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="notifications-empty">
        {filtered
          ? 'Nenhuma notificação com estes filtros.'
          : 'Você não tem notificações. Novos processos e movimentações dos documentos monitorados aparecem aqui.'}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notificações">
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} disabled={disabled} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
