import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useIsOffline } from '../../lib/network';

/** Says, under the header, that what is on screen comes from this device's saved copy (DESIGN.md §5). */
export function OfflineBanner() {
  if (!useIsOffline()) return null;
  return (
    <Alert color="yellow" variant="light" radius={0} p="xs" mb="sm" icon={<IconWifiOff size={18} />} data-testid="offline-banner" role="status">
      Você está offline — mostrando dados salvos neste dispositivo.
    </Alert>
  );
}
