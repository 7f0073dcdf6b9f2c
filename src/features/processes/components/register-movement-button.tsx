import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { ManualMovementForm, QUEUED_MESSAGE, type OfflineSubmission } from './manual-movement-form';

interface Props {
  orgId: number;
  processId: number;
  onRegistered?: () => void;
  queueOffline?: (submission: OfflineSubmission) => Promise<void>;
}

/**
 * 'Registrar movimentação' opens the upload form; from its first opening the modal stays mounted, so nothing typed is
 * lost on close. Before it, the form (file, date and text fields) is not drawn: it was part of every visit's render of
 * the process screen.
 */
export function RegisterMovementButton({ orgId, processId, onRegistered, queueOffline }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  // Mounted closed by the first press, then opened: the first opening fades in as every other one does.
  useEffect(() => {
    if (mounted) open();
  }, [mounted, open]);
  const start = () => (mounted ? open() : setMounted(true));
  return (
    <>
      <Button leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={start}>
        Registrar movimentação
      </Button>
      {mounted && (
        <Modal opened={opened} onClose={close} title="Registrar movimentação manual" size="lg" keepMounted>
          <ManualMovementForm
            orgId={orgId}
            processId={processId}
            queueOffline={queueOffline}
            onQueued={() => {
              close();
              // The queued item is listed on the Movimentações tab; the toast says what happened to it.
              onRegistered?.();
              notifications.show({
                id: 'upload-queued',
                color: 'yellow',
                title: 'Guardada neste dispositivo',
                message: QUEUED_MESSAGE,
                autoClose: 8_000,
                'data-testid': 'upload-queued',
              } as Parameters<typeof notifications.show>[0]);
            }}
            onDone={() => {
              close();
              onRegistered?.();
            }}
          />
        </Modal>
      )}
    </>
  );
}
