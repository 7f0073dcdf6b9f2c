import { Alert } from '@mantine/core';
import { IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useConnectivity } from '../../lib/network';

/**
 * Says, under the header, that what is on screen comes from this device's saved copy (docs/product.md#reading-offline), and why: no
 * network, or a network on which the server does not answer (the app keeps asking and recovers by itself).
 */
export function OfflineBanner() {
  const state = useConnectivity();
  if (state === 'online') return null;
  const serverDown = state === 'server-down';
  const Icon = serverDown ? IconServerOff : IconWifiOff;
  return (
    <Alert color="yellow" variant="light" radius={0} p="xs" mb="sm" icon={<Icon size={18} />} data-testid="offline-banner" data-state={state} role="status">
      {serverDown
        ? 'O servidor não responde — mostrando dados salvos neste dispositivo. Tentaremos de novo automaticamente.'
        : 'Você está offline — mostrando dados salvos neste dispositivo.'}
    </Alert>
  );
}
