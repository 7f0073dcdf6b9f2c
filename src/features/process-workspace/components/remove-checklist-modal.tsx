import { ConfirmModal } from '../../../components/confirm-modal';

interface Props {
  opened: boolean;
  groupName: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Removing a checklist deletes its answers: always asked first. */
export function RemoveChecklistModal({ groupName, ...props }: Props) {
  return (
    <ConfirmModal {...props} title="Remover checklist" confirmLabel="Remover">
      Remover o checklist “{groupName}” deste processo? As respostas dele serão apagadas.
    </ConfirmModal>
  );
}
