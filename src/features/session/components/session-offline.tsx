import { Button, Container, Stack } from '@mantine/core';
import { OfflineAlert } from '../../../components/offline-alert';
import { endSession } from '../../../lib/auth-store';

/**
 * Offline before the session's data was ever saved on this device (a tab that lost the network right after signing
 * in): says so instead of a loader that would spin until the network returns. The paused requests resume by
 * themselves when it does, and the session opens.
 */
export function SessionOffline() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <OfflineAlert testId="session-offline">
          Os dados da sua sessão ainda não foram salvos neste dispositivo. Eles serão carregados assim que a conexão
          voltar; não é preciso recarregar a página.
        </OfflineAlert>
        <div>
          <Button size="xs" variant="default" onClick={() => void endSession()}>
            Sair
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
