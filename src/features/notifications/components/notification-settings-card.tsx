import { Alert, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { NotificationSettings } from '../../../contract/notifications';
import { errorMessage } from '../../../lib/api-error';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { NeedsNetwork } from '../../../components/needs-network';

interface Props {
  orgId: number;
  settings: NotificationSettings;
  onSaved?: (settings: NotificationSettings) => void;
}

const same = (a: NotificationSettings, b: NotificationSettings) =>
  a.newProcess === b.newProcess && a.changeProcess === b.changeProcess && a.riskChange === b.riskChange;

/**
 * Admins only (the page decides): which events raise notifications for the organization — the court feed's, and the
 * re-screening's new or ended flags on counterparties.
 */
export function NotificationSettingsCard({ orgId, settings, onSaved }: Props) {
  const [draft, setDraft] = useState<NotificationSettings>(settings);
  const [shown, setShown] = useState<NotificationSettings>(settings);
  if (!same(settings, shown)) {
    // Fresher settings arrived (the saved copy shown at start was refreshed): switches nobody touched follow them.
    setShown(settings);
    if (same(draft, shown)) setDraft(settings);
  }
  const save = useSaveNotificationSettings(orgId, (saved) => {
    notifications.show({ color: 'teal', message: 'Preferências de notificação salvas.' });
    onSaved?.(saved);
  });
  const changed = !same(draft, settings);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="notification-settings-title">
      <Stack gap="sm">
        <div>
          <Text fw={600} id="notification-settings-title">
            Preferências da organização
          </Text>
          <Text size="sm" c="dimmed">
            Escolha o que gera notificação para todos os usuários.
          </Text>
        </div>
        <Switch
          label="Novos processos dos documentos monitorados"
          checked={draft.newProcess}
          onChange={(event) => setDraft({ ...draft, newProcess: event.currentTarget.checked })}
        />
        <Switch
          label="Novas movimentações nos processos"
          checked={draft.changeProcess}
          onChange={(event) => setDraft({ ...draft, changeProcess: event.currentTarget.checked })}
        />
        <Switch
          label="Riscos novos ou encerrados em contrapartes (listas oficiais)"
          description="Documentos monitorados e pessoas e empresas das análises de relacionamentos"
          checked={draft.riskChange}
          onChange={(event) => setDraft({ ...draft, riskChange: event.currentTarget.checked })}
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <NeedsNetwork>
            {(offline) => (
              <Button
                size="sm"
                onClick={() => save.mutate(draft)}
                loading={save.isPending}
                disabled={offline || !changed}
              >
                Salvar preferências
              </Button>
            )}
          </NeedsNetwork>
        </Group>
      </Stack>
    </Card>
  );
}
