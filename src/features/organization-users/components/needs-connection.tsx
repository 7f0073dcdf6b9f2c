import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Offline: the user administration is never kept on the device (admin lists are fetched again), so it says so. */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      title="Sem conexão"
      data-testid="needs-connection"
    >
      {what} precisa de conexão com a internet e não fica salva neste dispositivo. Ela aparece assim que a conexão
      voltar.
    </Alert>
  );
}
