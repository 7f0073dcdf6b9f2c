import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { countLabel } from '../../../contract/plural';
import type { OrganizationUser } from '../../../contract/organization-users';
import { errorMessage } from '../../../lib/api-error';
import { useUsers } from '../api/get-users';
import { toListUserQuery, type UserListState } from '../user-list-params';
import { NeedsConnection } from './needs-connection';
import { UserCard } from './user-card';
import { UsersTable } from './users-table';

interface Props {
  orgId: number;
  state: UserListState;
  renderActions: (user: OrganizationUser) => ReactNode;
}

/** The members matching the filters: a table from 768 px, cards below. Never saved offline: it needs the network. */
export function UsersList({ orgId, state, renderActions }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = useUsers(orgId, toListUserQuery(state));
  // Offline, filters never asked before have nothing to show (the previous results stay only as a placeholder).
  if (query.fetchStatus === 'paused' && (query.isPending || query.isPlaceholderData))
    return <NeedsConnection what="A lista de usuários" />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando usuários" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar os usuários"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const users = query.data;
  if (users.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs" data-testid="users-empty">
        <Text fw={600}>Nenhum usuário encontrado.</Text>
        <Text size="sm" c="dimmed">
          Revise a busca ou limpe os filtros.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
      <Text size="sm" c="dimmed" data-testid="users-total">
        {countLabel(users.length, 'usuário', 'usuários')}
      </Text>
      {wide ? (
        <UsersTable users={users} renderActions={renderActions} />
      ) : (
        <Stack gap="sm">
          {users.map((u) => (
            <UserCard key={u.id} user={u} actions={renderActions(u)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
