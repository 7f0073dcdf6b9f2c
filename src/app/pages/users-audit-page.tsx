import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { readAuditState, writeAuditState, type AuditState } from '../../features/organization-users/audit-params';
import { AuditTrail } from '../../features/organization-users/components/audit-trail';
import { UserAdminTabs } from '../../features/organization-users/components/user-admin-tabs';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';
import { NoAccessPage } from './no-access-page';

/** /usuarios/auditoria — who looked up and changed what (LGPD art. 37), admins only; filters live in the URL. */
export function UsersAuditPage() {
  const { organization } = useSession();
  const [search, setSearch] = useSearchParams();
  if (!organization.amAdmin) return <NoAccessPage />;
  const state = readAuditState(search);
  const update = (next: AuditState) => setSearch(writeAuditState(next));
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Auditoria
        </Title>
        <Text c="dimmed" size="sm">
          Registro de quem consultou e alterou o quê em {organization.name}. Os registros não podem ser alterados nem
          apagados e ficam guardados por pelo menos seis meses.
        </Text>
      </div>
      <UserAdminTabs active="audit" usersHref={paths.users.getHref()} auditHref={paths.usersAudit.getHref()} />
      <AuditTrail orgId={organization.id} state={state} onStateChange={update} />
    </Stack>
  );
}
