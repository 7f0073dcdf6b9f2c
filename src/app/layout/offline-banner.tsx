import { Alert } from '@mantine/core';
import { IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useConnectivity, type Connectivity } from '../../lib/network';

// It claims no saved data: some lists are never kept on the device (user administration) and others were never
// opened here; each screen says which (docs/product.md#reading-offline).
const SAVED_COPY =
  'O que já foi aberto e fica salvo neste dispositivo continua disponível; o resto aparece quando a conexão voltar.';

const TEXT: Record<Exclude<Connectivity, 'online'>, string> = {
  offline: `Você está offline. ${SAVED_COPY}`,
  'server-down': `O servidor não responde. ${SAVED_COPY} Tentaremos de novo automaticamente.`,
  // Someone else answers in the server's place; only the user can get past it, and nothing queued is lost.
  portal:
    'Rede com página de acesso (Wi-Fi do fórum?) — abra o navegador para entrar; suas movimentações continuam guardadas.',
};
const ICON = { offline: IconWifiOff, 'server-down': IconServerOff, portal: IconWifiOff } as const;

/**
 * Says, under the header, that the app is offline and why: no network, a network on which the server does not
 * answer, or one whose captive portal answers instead (the app keeps asking and recovers by itself).
 */
export function OfflineBanner() {
  const state = useConnectivity();
  if (state === 'online') return null;
  const Icon = ICON[state];
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      p="xs"
      mb="sm"
      icon={<Icon size={18} />}
      data-testid="offline-banner"
      data-state={state}
      role="status"
    >
      {TEXT[state]}
    </Alert>
  );
}
