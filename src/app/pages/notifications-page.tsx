import { Grid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useState } from 'react';
import { NotificationCentre } from '../../features/notifications/components/notification-centre';
import { NotificationSettingsCard } from '../../features/notifications/components/notification-settings-card';
import { organizationsQueryOptions } from '../../features/session/api/get-organizations';
import { useSession } from '../../features/session/session-context';

/** /notificacoes — the notification centre; admins also set what raises notifications. */
export function NotificationsPage() {
  const { organization } = useSession();
  const queryClient = useQueryClient();
  // The settings card waits for the list: on a phone it sits below it, and the list's arrival pushed it down the
  // screen (a layout shift of 0.27). Its render is a transition: in the list's task it was ~12 ms more at 1× CPU.
  const [listShown, setListShown] = useState(false);
  const onListShown = useCallback(() => startTransition(() => setListShown(true)), []);
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Title order={1} size="h2">
        Notificações
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: organization.amAdmin ? 8 : 12 }}>
          <NotificationCentre orgId={organization.id} onListShown={onListShown} />
        </Grid.Col>
        {organization.amAdmin && listShown && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NotificationSettingsCard
              key={organization.id}
              orgId={organization.id}
              settings={organization.settings.notifications}
              // The session's organization carries the settings: refresh it.
              onSaved={() => void queryClient.invalidateQueries({ queryKey: organizationsQueryOptions().queryKey })}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
