import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';

interface Props {
  opened: boolean;
  groupName: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Removing a checklist deletes its answers: always asked first. */
export function RemoveChecklistModal({ opened, groupName, pending, error, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Remover checklist" centered>
      <Text size="sm">
        Remover o checklist “{groupName}” deste processo? As respostas dele serão apagadas.
      </Text>
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
          Remover
        </Button>
      </Group>
    </Modal>
  );
}
