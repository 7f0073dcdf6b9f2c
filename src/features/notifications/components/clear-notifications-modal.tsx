import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';

interface Props {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Limpar todas" marks every notification as viewed: asked first. */
export function ClearNotificationsModal({ opened, pending, error, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Limpar todas as notificações" centered>
      <Text size="sm">Todas as notificações serão marcadas como visualizadas. O histórico continua disponível na lista.</Text>
      {error !== null && error !== undefined && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Limpar todas
        </Button>
      </Group>
    </Modal>
  );
}
