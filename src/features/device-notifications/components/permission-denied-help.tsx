import { Alert, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../contract/brand';
import type { PushPlatform } from '../push-environment';

/** The browser refused notifications for the app: only the person can undo it, in the browser's or phone's settings. */
export function PermissionDeniedHelp({ platform }: { platform: PushPlatform }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBellOff size={18} aria-hidden="true" />}
      title="Notificações bloqueadas neste aparelho"
      data-testid="push-denied"
    >
      <Text size="sm">
        {platform === 'ios'
          ? `Abra Ajustes › Notificações › ${PRODUCT_NAME} e ative “Permitir Notificações”. Depois, volte a esta tela.`
          : platform === 'android'
            ? `Toque no cadeado ao lado do endereço (ou, no app instalado, em Configurações › Apps › ${PRODUCT_NAME} › Notificações), permita as notificações e volte a esta tela.`
            : 'Clique no cadeado ao lado do endereço, em Notificações escolha “Permitir” e recarregue esta página.'}
      </Text>
    </Alert>
  );
}
