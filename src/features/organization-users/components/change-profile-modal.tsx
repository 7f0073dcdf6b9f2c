import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProfileName } from '../../../contract/constants/profiles';
import type { OrganizationUser } from '../../../contract/organization-users';
import { errorMessage } from '../../../lib/api-error';
import { useChangeUserProfile } from '../api/change-user-profile';
import { grantableAccessTypeOptions } from '../member-labels';

interface Props {
  orgId: number;
  /** The signed-in person's profile here: the profiles offered are those they may grant. */
  callerProfile: ProfileName;
  user: OrganizationUser;
  /** The signed-in admin's own row: a change reaches their session (menu and access) too. */
  isSelf: boolean;
  onClose: () => void;
}

/** "Alterar perfil": the API refuses demoting the last active administrator (409), said here. */
export function ChangeProfileModal({ orgId, callerProfile, user, isSelf, onClose }: Props) {
  const [profile, setProfile] = useState<ProfileName>(user.accessType);
  const change = useChangeUserProfile(orgId);
  const save = () => change.mutate({ userId: user.id, accessType: profile, isSelf }, { onSuccess: onClose });
  return (
    <Modal opened onClose={() => !change.isPending && onClose()} title="Alterar perfil" centered>
      <Stack gap="sm">
        <Text size="sm">
          Perfil de <strong>{user.name || user.email}</strong> nesta organização.
        </Text>
        <Select
          label="Perfil"
          data={grantableAccessTypeOptions(callerProfile, user.accessType)}
          value={profile}
          allowDeselect={false}
          onChange={(v) => v && setProfile(v as ProfileName)}
        />
        {change.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            Cancelar
          </Button>
          <Button onClick={save} loading={change.isPending} disabled={profile === user.accessType}>
            Salvar perfil
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
