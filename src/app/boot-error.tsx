import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { AppProviders } from './providers';

/** The runtime configuration could not be read and there is no saved copy (first visit offline). */
export function BootError() {
  return (
    <AppProviders>
      <Center component="main" mih="100dvh" p="md">
        <Stack align="center" ta="center" gap="sm" maw={460} role="alert">
          <Title order={1} size="h2">
            Não foi possível iniciar o Painel
          </Title>
          <Text c="dimmed">
            Não conseguimos carregar a configuração do aplicativo. Verifique sua conexão com a internet e tente
            novamente.
          </Text>
          <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
        </Stack>
      </Center>
    </AppProviders>
  );
}
