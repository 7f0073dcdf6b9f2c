import { Button, Popover, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useOrganizationUsers } from '../api/get-organization-users';
import { isResponsibility, RESPONSIBILITY_OPTIONS, type ResponsibilityValue } from '../responsibilities';
import { OFFLINE_ACTION_REASON, useIsOffline } from '../../../lib/network';

interface Props {
  orgId: number;
  /** Users already assigned, left out of the list. */
  assigned: ReadonlySet<string>;
  pending: boolean;
  onAdd: (userId: string, responsibility: ResponsibilityValue | null) => Promise<unknown>;
}

/** A small popover: pick an active member of the organization and, optionally, a responsibility. */
export function AddPersonPopover({ orgId, assigned, pending, onAdd }: Props) {
  const [opened, setOpened] = useState(false);
  const offline = useIsOffline();
  const [userId, setUserId] = useState<string | null>(null);
  const [responsibility, setResponsibility] = useState<ResponsibilityValue | null>('RESPONSAVEL');
  const users = useOrganizationUsers(orgId, opened);
  const options = (users.data ?? [])
    .filter((u) => u.active && !assigned.has(u.id))
    .map((u) => ({ value: u.id, label: u.name }));

  const submit = () => {
    if (!userId) return;
    void onAdd(userId, responsibility).then(
      () => {
        setOpened(false);
        setUserId(null);
      },
      () => undefined,
    );
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus shadow="md" width={280}>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconUserPlus size={14} aria-hidden="true" />}
          onClick={() => setOpened((o) => !o)}
          disabled={offline}
          title={offline ? OFFLINE_ACTION_REASON : undefined}
        >
          Atribuir pessoa
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Select
            label="Pessoa"
            placeholder={users.isPending ? 'Carregando usuários…' : 'Escolha um usuário'}
            data={options}
            value={userId}
            onChange={setUserId}
            searchable
            nothingFoundMessage="Nenhum usuário disponível"
            comboboxProps={{ withinPortal: false }}
          />
          {users.isError && (
            <Text size="xs" c="red.9" role="alert">
              Não foi possível carregar os usuários.
            </Text>
          )}
          <Select
            label="Responsabilidade"
            data={RESPONSIBILITY_OPTIONS.map((o) => ({ ...o }))}
            value={responsibility}
            onChange={(value) => setResponsibility(isResponsibility(value) ? value : null)}
            clearable
            placeholder="Sem papel"
            comboboxProps={{ withinPortal: false }}
          />
          <Button size="xs" onClick={submit} disabled={!userId} loading={pending}>
            Adicionar
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
