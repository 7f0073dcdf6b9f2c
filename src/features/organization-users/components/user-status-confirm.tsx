import { ConfirmModal } from '../../../components/confirm-modal';
import type { OrganizationUser } from '../../../contract/organization-users';
import { useReinviteUser } from '../api/reinvite-user';
import { useSetUserActive } from '../api/set-user-active';
import type { HandOver } from './temporary-password-modal';

interface Props {
  orgId: number;
  user: OrganizationUser;
  action: 'activate' | 'deactivate' | 'reinvite';
  onClose: () => void;
  onReinvited: (handOver: HandOver) => void;
}

const TEXT = {
  deactivate: {
    title: 'Desativar usuário',
    confirm: 'Desativar',
    body: (who: string) =>
      `${who} perde o acesso a esta organização imediatamente, mesmo com o sistema aberto. As outras organizações dessa pessoa não mudam, e você pode reativá-la depois.`,
  },
  activate: {
    title: 'Reativar usuário',
    confirm: 'Reativar',
    body: (who: string) => `${who} volta a ter acesso a esta organização, com o perfil que tinha.`,
  },
  reinvite: {
    title: 'Reenviar convite',
    confirm: 'Reenviar convite',
    body: (who: string) => `${who} recebe uma nova senha temporária; a anterior deixa de valer.`,
  },
} as const;

/** Deactivate, reactivate or resend the invitation, asked first; the API's refusal (409) stays in the modal. */
export function UserStatusConfirm({ orgId, user, action, onClose, onReinvited }: Props) {
  const setActive = useSetUserActive(orgId);
  const reinvite = useReinviteUser(orgId);
  const mutation = action === 'reinvite' ? reinvite : setActive;
  const text = TEXT[action];
  const confirm = () => {
    if (action === 'reinvite') {
      reinvite.mutate(user.id, {
        onSuccess: (answer) =>
          onReinvited({ email: user.email, temporaryPassword: answer.temporaryPassword, kind: 'reinvited' }),
      });
    } else {
      setActive.mutate({ userId: user.id, active: action === 'activate' }, { onSuccess: onClose });
    }
  };
  return (
    <ConfirmModal
      opened
      title={text.title}
      confirmLabel={text.confirm}
      confirmColor={action === 'deactivate' ? 'red' : 'brand'}
      pending={mutation.isPending}
      error={mutation.error}
      onCancel={() => !mutation.isPending && onClose()}
      onConfirm={confirm}
    >
      {text.body(user.name || user.email)}
    </ConfirmModal>
  );
}
