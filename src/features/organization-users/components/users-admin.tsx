import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import type { ProfileName } from '../../../contract/constants/profiles';
import type { OrganizationUser } from '../../../contract/organization-users';
import type { UserListState } from '../user-list-params';
import { AddUserModal } from './add-user-modal';
import { ChangeProfileModal } from './change-profile-modal';
import { TemporaryPasswordModal, type HandOver } from './temporary-password-modal';
import { UserActionsMenu, type UserAction } from './user-actions-menu';
import { UserFilters } from './user-filters';
import { UserStatusConfirm } from './user-status-confirm';
import { UsersList } from './users-list';

interface Props {
  orgId: number;
  /** The signed-in admin's profile here (ADMIN or SUPER_ADMIN): what the forms offer. */
  callerProfile: ProfileName;
  /** The signed-in admin's user id: their own row cannot be deactivated. */
  selfId: string;
  state: UserListState;
  onStateChange: (next: UserListState) => void;
}

/** The "Usuários" screen's body: filters, "Adicionar pessoa", the list and the dialogs of each action. */
export function UsersAdmin({ orgId, callerProfile, selfId, state, onStateChange }: Props) {
  const [adding, setAdding] = useState(false);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const [current, setCurrent] = useState<{ action: UserAction; user: OrganizationUser } | null>(null);
  const close = () => setCurrent(null);

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <NeedsNetwork>
          {(offline) => (
            <Button
              disabled={offline}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Adicionar pessoa
            </Button>
          )}
        </NeedsNetwork>
      </Group>
      <UserFilters value={state} onChange={onStateChange} />
      <UsersList
        orgId={orgId}
        state={state}
        renderActions={(user) => (
          <UserActionsMenu
            user={user}
            isSelf={user.id === selfId}
            onAction={(action, u) => setCurrent({ action, user: u })}
          />
        )}
      />
      <AddUserModal
        orgId={orgId}
        callerProfile={callerProfile}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(answer) => {
          setAdding(false);
          setHandOver({
            email: answer.user.email,
            temporaryPassword: answer.temporaryPassword,
            kind: answer.identityCreated ? 'added' : 'existing',
          });
        }}
      />
      {current?.action === 'profile' && (
        <ChangeProfileModal
          orgId={orgId}
          callerProfile={callerProfile}
          user={current.user}
          isSelf={current.user.id === selfId}
          onClose={close}
        />
      )}
      {current && current.action !== 'profile' && (
        <UserStatusConfirm
          orgId={orgId}
          user={current.user}
          action={current.action}
          onClose={close}
          onReinvited={(next) => {
            close();
            setHandOver(next);
          }}
        />
      )}
      <TemporaryPasswordModal handOver={handOver} onClose={() => setHandOver(null)} />
    </Stack>
  );
}
