import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The last attempt's failure, shown in the modal so the user can retry or cancel. */
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  /** Red for destructive actions (the default); the brand colour for a paid action the user asked for. */
  confirmColor?: string;
}

/** An action asked first (destructive or paid): the question, the failure if any, Cancelar and the confirmation. */
export function ConfirmModal({ opened, title, children, confirmLabel, pending, error, onCancel, onConfirm, confirmColor = 'red' }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{children}</Text>
      {error !== null && error !== undefined && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
