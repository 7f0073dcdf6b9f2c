import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { UserAdminTabs } from '../../features/organization-users/components/user-admin-tabs';
import { UsersAdmin } from '../../features/organization-users/components/users-admin';
import { readUserListState, writeUserListState } from '../../features/organization-users/user-list-params';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';
import { NoAccessPage } from './no-access-page';

/** /usuarios — the organization's members (admins only; docs/product.md#profile-groups); filters live in the URL. */
export function UsersPage() {
  const { organization, user } = useSession();
  const [search, setSearch] = useSearchParams();
  // User administration is for admins; others are told so here (the API refuses them too).
  if (!organization.amAdmin) return <NoAccessPage />;
  const state = readUserListState(search);
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Usuários
        </Title>
        <Text c="dimmed" size="sm">
          Quem tem acesso a {organization.name}: adicione pessoas, altere perfis, desative quem saiu e acompanhe a
          auditoria.
        </Text>
      </div>
      <UserAdminTabs active="users" usersHref={paths.users.getHref()} auditHref={paths.usersAudit.getHref()} />
      <UsersAdmin
        orgId={organization.id}
        callerProfile={organization.profile}
        selfId={user.id}
        state={state}
        onStateChange={(next) => setSearch(writeUserListState(next))}
      />
    </Stack>
  );
}
