import { Stack, Text, Title } from '@mantine/core';
import { DeviceNotificationsPanel } from '../../features/device-notifications/components/device-notifications-panel';
import { useSession } from '../../features/session/session-context';

/** /notificacoes-no-aparelho — Web Push on this device, and the person's devices in the organization. */
export function DeviceNotificationsPage() {
  const { organization } = useSession();
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <div>
        <Title order={1} size="h2">
          Notificações no aparelho
        </Title>
        <Text size="sm" c="dimmed">
          Avisos de novos processos e movimentações de {organization.name}, conforme as preferências da organização.
        </Text>
      </div>
      <DeviceNotificationsPanel key={organization.id} orgId={organization.id} />
    </Stack>
  );
}
