import { Alert } from '@mantine/core';
import { IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useConnectivity } from '../../lib/network';

/**
 * Says, under the header, that the app is offline and why: no network, or a network on which the server does not
 * answer (the app keeps asking and recovers by itself). It claims no saved data (issue 30): some lists are never kept
 * on the device (user administration) and others were never opened here; each screen says which
 * (docs/product.md#reading-offline).
 */
const SAVED_COPY = 'O que já foi aberto e fica salvo neste dispositivo continua disponível; o resto aparece quando a conexão voltar.';

export function OfflineBanner() {
  const state = useConnectivity();
  if (state === 'online') return null;
  const serverDown = state === 'server-down';
  const Icon = serverDown ? IconServerOff : IconWifiOff;
  return (
    <Alert color="yellow" variant="light" radius={0} p="xs" mb="sm" icon={<Icon size={18} />} data-testid="offline-banner" data-state={state} role="status">
      {serverDown ? `O servidor não responde. ${SAVED_COPY} Tentaremos de novo automaticamente.` : `Você está offline. ${SAVED_COPY}`}
    </Alert>
  );
}
