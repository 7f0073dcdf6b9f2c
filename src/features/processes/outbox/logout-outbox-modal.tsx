import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { countLabel } from '../../../contract/plural';

interface Props {
  opened: boolean;
  /** Items of the signed-in user still in the outbox. */
  count: number;
  discarding: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onKeep: () => void;
}

/** The logout choice with queued uploads (docs/product.md#logout): keeping them is the default, discarding is explicit. */
export function LogoutOutboxModal({ opened, count, discarding, onCancel, onDiscard, onKeep }: Props) {
  const one = count === 1;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const cancel = (
    <Button variant="default" onClick={onCancel} disabled={discarding}>
      Cancelar
    </Button>
  );
  const discard = (
    <Button color="red" variant="light" onClick={onDiscard} loading={discarding}>
      Descartar e sair
    </Button>
  );
  const keep = (
    <Button onClick={onKeep} disabled={discarding} data-autofocus>
      Guardar e sair
    </Button>
  );
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={one ? 'Movimentação pendente de envio' : 'Movimentações pendentes de envio'}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm" data-testid="logout-outbox-warning">
          {one
            ? 'Uma movimentação ainda não foi enviada. Você pode guardá-la neste dispositivo, para ser enviada no seu próximo acesso, ou descartá-la.'
            : `${countLabel(count, 'movimentação', 'movimentações')} ainda não foram enviadas. Você pode guardá-las neste dispositivo, para serem enviadas no seu próximo acesso, ou descartá-las.`}
        </Text>
        <Text size="sm" c="dimmed">
          {one ? 'Quem entrar depois de você não a verá.' : 'Quem entrar depois de você não as verá.'} Os demais dados
          da sua conta serão apagados deste dispositivo.
        </Text>
        {wide ? (
          <Group justify="flex-end" gap="sm">
            {cancel}
            {discard}
            {keep}
          </Group>
        ) : (
          // Narrow screens: full-width buttons, the safe choice first.
          <Stack gap="xs">
            {keep}
            {discard}
            {cancel}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
