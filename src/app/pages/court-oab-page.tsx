import { Stack, Text, Title } from '@mantine/core';
import { CourtDataTabs } from '../../features/court-data/components/court-data-tabs';
import { OabRegistrationForm } from '../../features/court-data/components/oab-registration-form';
import { OabRegistrations } from '../../features/court-data/components/oab-registrations';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';

/** /fontes-de-dados/oab — the lawyers' OAB numbers the DJEN is searched for, and what each brought. */
export function CourtOabPage() {
  const { organization } = useSession();
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Advogados e OAB
        </Title>
        <Text c="dimmed" size="sm">
          As intimações publicadas no DJEN para estas OABs viram movimentações e notificações dos processos de{' '}
          {organization.name}.
        </Text>
      </div>
      <CourtDataTabs active="oab" sourcesHref={paths.courtSources.getHref()} oabHref={paths.courtOab.getHref()} />
      {organization.amAdmin && <OabRegistrationForm orgId={organization.id} />}
      <OabRegistrations
        orgId={organization.id}
        canManage={organization.amAdmin}
        processHref={(id) => paths.process.getHref(id)}
      />
    </Stack>
  );
}
