import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMailForward, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import type { OrganizationUser } from '../../../contract/organization-users';
import { LazyMenu } from '../../../components/lazy-menu';
import { NeedsNetwork } from '../../../components/needs-network';

export type UserAction = 'profile' | 'deactivate' | 'activate' | 'reinvite';

interface Props {
  user: OrganizationUser;
  /** The signed-in admin's own row: nobody deactivates themselves (the API says 409 too). */
  isSelf: boolean;
  onAction: (action: UserAction, user: OrganizationUser) => void;
}

/** A member's actions: profile, deactivate or reactivate, resend the invitation while it is pending. */
export function UserActionsMenu({ user, isSelf, onAction }: Props) {
  return (
    <NeedsNetwork>
      {(offline) => (
        <LazyMenu
          position="bottom-end"
          withinPortal
          target={
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={offline}
              aria-label={`Ações de ${user.name || user.email}`}
              data-testid="user-actions"
            >
              <IconDots size={18} aria-hidden="true" />
            </ActionIcon>
          }
        >
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconUserCog size={16} aria-hidden="true" />}
              onClick={() => onAction('profile', user)}
            >
              Alterar perfil
            </Menu.Item>
            {user.status === 'INVITED' && (
              <Menu.Item
                leftSection={<IconMailForward size={16} aria-hidden="true" />}
                onClick={() => onAction('reinvite', user)}
              >
                Reenviar convite
              </Menu.Item>
            )}
            {user.active ? (
              <Menu.Item
                color="red"
                disabled={isSelf}
                title={isSelf ? 'Você não pode desativar a si mesmo(a).' : undefined}
                leftSection={<IconUserOff size={16} aria-hidden="true" />}
                onClick={() => onAction('deactivate', user)}
              >
                Desativar
              </Menu.Item>
            ) : (
              <Menu.Item
                leftSection={<IconUserCheck size={16} aria-hidden="true" />}
                onClick={() => onAction('activate', user)}
              >
                Reativar
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </LazyMenu>
      )}
    </NeedsNetwork>
  );
}
