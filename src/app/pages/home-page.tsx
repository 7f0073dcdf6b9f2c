import { Grid, Stack } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { parseDocument } from '../../contract/brazil-document';
import { useBalance } from '../../features/dashboard/api/get-balance';
import { BalanceSection } from '../../features/dashboard/components/balance-section';
import { LeaveNoticeAlert } from '../../features/dashboard/components/leave-notice-alert';
import { DocumentLookupSection } from '../../features/document-monitoring/components/document-lookup-section';
import { canActOnDocuments } from '../../features/document-monitoring/read-only-profile';
import { NotificationsSummaryCard } from '../../features/dashboard/components/notifications-summary-card';
import { QuickLinksCard } from '../../features/dashboard/components/quick-links-card';
import { WelcomePanel } from '../../features/dashboard/components/welcome-panel';
import { usePlanTypes } from '../../features/session/api/get-plan-types';
import { useNotificationTotal } from '../../features/session/api/get-notification-total';
import { profileLabel } from '../../features/session/organization-flags';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';

function organizationBadges(org: { amMaster: boolean; amLawyer: boolean; amHolder: boolean }): string[] {
  const badges: string[] = [];
  if (org.amMaster) badges.push('Organização master');
  if (org.amLawyer) badges.push('Acesso jurídico');
  if (!org.amHolder) badges.push('Sem titular');
  return badges;
}

const activitiesFor = (documentNumber: string) => paths.activities.getHref({ busca: documentNumber });

/** / — the dashboard landing: the CPF/CNPJ lookup, plan balances, notifications, shortcuts. */
export function HomePage() {
  const { user, organization, holder, holderScope } = useSession();
  const planTypes = usePlanTypes().data ?? [];
  const total = useNotificationTotal(organization.id).data;
  const balance = useBalance(holderScope).data;
  const consulta = balance?.balance.find((plan) => plan.typePlan === 'Consulta');
  // The looked-up document lives in the URL (?documento=), so reload and back keep its result.
  const [search, setSearch] = useSearchParams();
  const documentNumber = parseDocument(search.get('documento'))?.number ?? null;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <LeaveNoticeAlert />
      <WelcomePanel
        firstName={user.firstname || user.username}
        organizationName={organization.name}
        profileLabel={profileLabel(organization.profile)}
        badges={organizationBadges(organization)}
      />
      <DocumentLookupSection
        scope={holderScope}
        consultaAvailable={consulta ? consulta.available : null}
        canAct={canActOnDocuments(organization.profile)}
        documentNumber={documentNumber}
        onDocumentChange={(number) => setSearch({ documento: number })}
        processHref={paths.process.getHref}
        activitiesHref={activitiesFor}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <BalanceSection scope={holderScope} holderName={holder?.holderName ?? null} planTypes={planTypes} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <NotificationsSummaryCard total={total} href={paths.notifications.getHref()} />
            <QuickLinksCard
              links={[
                { label: 'Consultas e monitoramento', href: paths.activities.getHref() },
                { label: 'Acompanhar processos', href: paths.processes.getHref() },
                { label: 'Relatórios', href: paths.reports.getHref() },
              ]}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
