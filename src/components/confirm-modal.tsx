import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useLayoutEffect, useState, type ReactNode } from 'react';
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

/**
 * An action asked first (destructive or paid): the question, the failure if any, Cancelar and the confirmation.
 * Mounted from its first opening on, then kept (it closes with its transition): a list carries several per row, and
 * a closed Mantine Modal still runs its hooks on every render (the activity list). The first opening
 * mounts it closed and opens it in a layout effect, before the paint: Mantine notes the element to give focus back to
 * on a change of `opened`, not on a mount.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onCancel,
  onConfirm,
  confirmColor = 'red',
}: Props) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    // A commit with the Modal closed must come first (see above): a render-time update would skip it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (opened && !mounted) setMounted(true);
  }, [opened, mounted]);
  if (!opened && !mounted) return null;
  return (
    <Modal opened={opened && mounted} onClose={onCancel} title={title} centered>
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
