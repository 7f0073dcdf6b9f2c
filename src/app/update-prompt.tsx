import { Button, Group, Notification, Portal, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { reportError } from '../lib/error-reporting';
import { MantineScope } from './mantine-scope';
import { useAutoDismiss } from './use-auto-dismiss';

/**
 * Registers the service worker and asks before switching to a new version: a half-typed form must
 * survive an update, so nothing reloads unless the user clicks 'Atualizar'; 'Depois' hides the prompt and
 * the new version takes over once every tab of the app has closed.
 */
/** How long "Pronto para uso offline" stays on screen. */
const OFFLINE_READY_MS = 6_000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => reportError(error, { phase: 'sw-register' }),
  });

  // "Ready offline" is news, not a question: it leaves by itself (on a phone it covered the first card for good).
  // The update prompt stays until answered.
  useAutoDismiss(offlineReady && !needRefresh, () => setOfflineReady(false), OFFLINE_READY_MS);

  if (!needRefresh && !offlineReady) return null;
  // At the app's root, outside the screens' providers (and over the login, which has none).
  return (
    <MantineScope>
      <Portal>
        <Notification
          role={needRefresh ? 'alert' : 'status'}
          data-testid="update-prompt"
          withBorder
          title={needRefresh ? 'Nova versão disponível' : 'Pronto para uso offline'}
          onClose={() => (needRefresh ? setNeedRefresh(false) : setOfflineReady(false))}
          closeButtonProps={{ 'aria-label': 'Fechar aviso' }}
          style={{
            position: 'fixed',
            bottom: 16,
            right: 16,
            left: 16,
            maxWidth: 420,
            marginLeft: 'auto',
            zIndex: 1000,
          }}
        >
          {needRefresh ? (
            <Group justify="space-between" gap="sm" mt={4}>
              <Text size="sm">Salve o que estiver fazendo e atualize para usar a nova versão.</Text>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
                  Depois
                </Button>
                <Button
                  size="xs"
                  leftSection={<IconRefresh size={14} aria-hidden="true" />}
                  onClick={() => void updateServiceWorker(true)}
                >
                  Atualizar
                </Button>
              </Group>
            </Group>
          ) : (
            <Text size="sm">O aplicativo foi salvo neste dispositivo e abre mesmo sem internet.</Text>
          )}
        </Notification>
      </Portal>
    </MantineScope>
  );
}
