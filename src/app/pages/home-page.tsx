import { Grid, Stack } from '@mantine/core';
import { BalanceSection } from '../../features/dashboard/components/balance-section';
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

/** / — the dashboard landing: who and where, plan balances, notifications, shortcuts. */
export function HomePage() {
  const { user, organization, holder } = useSession();
  const planTypes = usePlanTypes().data ?? [];
  const total = useNotificationTotal(organization.id).data;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <WelcomePanel
        firstName={user.firstname || user.username}
        organizationName={organization.name}
        profileLabel={profileLabel(organization.profile)}
        badges={organizationBadges(organization)}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <BalanceSection
            organizationId={organization.id}
            holderId={holder?.holderId ?? null}
            holderName={holder?.holderName ?? null}
            planTypes={planTypes}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <NotificationsSummaryCard total={total} href={paths.notifications} />
            <QuickLinksCard
              links={[
                { label: 'Consultas e monitoramento', href: paths.activities },
                { label: 'Acompanhar processos', href: paths.processes },
                { label: 'Relatórios', href: paths.reports },
              ]}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
