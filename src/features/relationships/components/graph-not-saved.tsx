import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Offline, a graph this device never opened: nothing to show, and nothing will come until the connection does. */
export function GraphNotSaved() {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      title="Sem conexão"
      role="status"
      data-testid="graph-not-saved"
    >
      Este grafo de relacionamentos ainda não foi salvo neste dispositivo. Abra-o com internet ao menos uma vez para
      consultá-lo offline; a página carrega sozinha quando a conexão voltar.
    </Alert>
  );
}
