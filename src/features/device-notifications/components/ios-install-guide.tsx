import { Alert, List, Text } from '@mantine/core';
import { IconShare2 } from '@tabler/icons-react';

/** iPhone and iPad: Web Push and the icon badge exist only in the app added to the Home Screen (iOS 16.4+). */
export function IosInstallGuide() {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconShare2 size={18} aria-hidden="true" />}
      title="Primeiro, adicione à Tela de Início"
      data-testid="ios-install-guide"
    >
      <Text size="sm" mb="xs">
        No iPhone e no iPad, as notificações e o número no ícone só funcionam no aplicativo instalado.
      </Text>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>No Safari, toque em Compartilhar (o quadrado com a seta para cima).</List.Item>
        <List.Item>Escolha “Adicionar à Tela de Início” e confirme.</List.Item>
        <List.Item>Abra o aplicativo pelo novo ícone, entre e volte a esta tela para ativar.</List.Item>
      </List>
    </Alert>
  );
}
