import { Grid, TextInput } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { useState, type FormEvent } from 'react';
import { FilterActions } from '../../../components/filter-actions';
import { MEMBER_STATUSES, type MemberStatus } from '../../../contract/constants/organization-users';
import { statusLabel } from '../member-labels';
import { EMPTY_USER_LIST_STATE, type UserListState } from '../user-list-params';

interface Props {
  value: UserListState;
  onChange: (next: UserListState) => void;
}

const ALL = 'todos';
const STATUS_OPTIONS = [
  { value: ALL, label: 'Todas as situações' },
  ...MEMBER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

/** Name or e-mail applies on submit; the status at once. */
export function UserFilters({ value, onChange }: Props) {
  const [text, setText] = useState(value.busca);
  const [synced, setSynced] = useState(value.busca);
  if (synced !== value.busca) {
    // The URL changed (back/forward, "Limpar filtros"): the field follows it.
    setSynced(value.busca);
    setText(value.busca);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, busca: text.trim() });
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Filtrar usuários" noValidate>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label="Nome ou e-mail"
            placeholder="Ex.: Maria ou maria@escritorio.com.br"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <LazySelect
            label="Situação"
            data={STATUS_OPTIONS}
            value={value.status || ALL}
            allowDeselect={false}
            onChange={(s) => onChange({ ...value, status: s === ALL || !s ? '' : (s as MemberStatus) })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <FilterActions onClear={() => onChange(EMPTY_USER_LIST_STATE)} />
        </Grid.Col>
      </Grid>
    </form>
  );
}
