import { ConfirmModal } from '../../../components/confirm-modal';

interface Props {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Limpar todas" marks every notification as viewed: asked first. */
export function ClearNotificationsModal(props: Props) {
  return (
    <ConfirmModal {...props} title="Limpar todas as notificações" confirmLabel="Limpar todas">
      Todas as notificações serão marcadas como visualizadas. O histórico continua disponível na lista.
    </ConfirmModal>
  );
}
