import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Offline, for something never saved on this device: says so instead of a loader that would spin until online. */
export function NotSavedOffline({ what }: { what: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden="true" />} title="Sem conexão" data-testid="not-saved-offline">
      {what} ainda não foi salvo neste dispositivo. Abra esta tela com internet ao menos uma vez, ou marque o processo como “Disponível offline”.
    </Alert>
  );
}
