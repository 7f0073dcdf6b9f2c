import { Stack, Text, Title } from '@mantine/core';
import { CourtDataTabs } from '../../features/court-data/components/court-data-tabs';
import { useSourcesStatus } from '../../features/court-data/api/get-sources-status';
import { SourcesStatus } from '../../features/court-data/components/sources-status';
import { SuspensionForm } from '../../features/court-data/components/suspension-form';
import { SuspensionList } from '../../features/court-data/components/suspension-list';
import { querySettled } from '../../features/court-data/query-settled';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';

/** /fontes-de-dados — where the court data comes from, each source's last run, and the courts' suspensions. */
export function CourtSourcesPage() {
  const { organization } = useSession();
  // The status grows from one loader to several cards: the suspensions below wait for it rather than being pushed
  // down under the reader when it arrives (a layout shift of 0.45 on a phone). Same query, no extra request.
  const sources = useSourcesStatus(organization.id);
  const sourcesSettled = querySettled(sources);
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Fontes de dados
        </Title>
        <Text c="dimmed" size="sm">
          De onde vêm as publicações e movimentações de {organization.name}, as listas de sanções e PEP e os dados
          cadastrais das empresas: quando foram buscados pela última vez e o que trouxeram.
        </Text>
      </div>
      <CourtDataTabs active="sources" sourcesHref={paths.courtSources.getHref()} oabHref={paths.courtOab.getHref()} />
      <SourcesStatus orgId={organization.id} />
      {sourcesSettled && (
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Suspensões dos tribunais
            </Title>
            <Text c="dimmed" size="sm">
              Dias sem expediente ou com prazos suspensos, além dos feriados que o sistema já conhece: o início dos
              prazos desta organização passa a contorná-los. As que você cadastrar valem só para {organization.name}.
            </Text>
          </div>
          {organization.amAdmin && <SuspensionForm orgId={organization.id} />}
          <SuspensionList orgId={organization.id} />
        </Stack>
      )}
    </Stack>
  );
}
