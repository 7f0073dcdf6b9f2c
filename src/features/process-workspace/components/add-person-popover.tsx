import { Button, Popover, Select, Stack, Text } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useOrganizationUsers } from '../api/get-organization-users';
import { isResponsibility, RESPONSIBILITY_OPTIONS, type ResponsibilityValue } from '../responsibilities';
import { useIsOffline } from '../../../lib/network';
import { AddPersonButton } from './add-person-button';

export interface AddPersonProps {
  orgId: number;
  /** Users already assigned, left out of the list. */
  assigned: ReadonlySet<string>;
  pending: boolean;
  onAdd: (userId: string, responsibility: ResponsibilityValue | null) => Promise<unknown>;
}

interface ArmedProps extends AddPersonProps {
  /** Open from the start: the first press came before the popover was mounted. */
  initiallyOpened: boolean;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * A small popover: pick an active member of the organization and, optionally, a responsibility. Mounted on the first
 * use of its button (add-person-first-use.tsx), so a page of movements does not draw ten closed popovers.
 */
export function AddPersonPopover({ orgId, assigned, pending, onAdd, initiallyOpened, buttonRef }: ArmedProps) {
  const [opened, setOpened] = useState(initiallyOpened);
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
        <AddPersonButton ref={buttonRef} offline={offline} onClick={() => setOpened((o) => !o)} />
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
