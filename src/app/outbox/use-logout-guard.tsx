import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useOutbox } from './outbox-context';

/**
 * Logout with movements still in the outbox asks first (DESIGN.md §5): keep them for this user's next sign-in,
 * or discard them explicitly. Nothing pending: logs out at once.
 */
export function useLogoutGuard(logout: () => void): { requestLogout: () => void; modal: ReactNode } {
  const { items, discardAll } = useOutbox();
  const [opened, setOpened] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const count = items.length;

  const requestLogout = () => {
    if (count === 0) logout();
    else setOpened(true);
  };
  const keep = () => {
    setOpened(false);
    logout();
  };
  const discard = () => {
    setDiscarding(true);
    void discardAll().finally(() => {
      setDiscarding(false);
      setOpened(false);
      logout();
    });
  };

  const modal = (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Movimentações pendentes de envio" centered>
      <Stack gap="md">
        <Text size="sm" data-testid="logout-outbox-warning">
          {count === 1 ? 'Uma movimentação ainda não foi enviada.' : `${count} movimentações ainda não foram enviadas.`} Você pode
          guardá-las neste dispositivo para enviar no seu próximo acesso, ou descartá-las.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)} disabled={discarding}>
            Cancelar
          </Button>
          <Button color="red" variant="light" onClick={discard} loading={discarding}>
            Descartar e sair
          </Button>
          <Button onClick={keep} disabled={discarding}>
            Guardar e sair
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { requestLogout, modal };
}
