import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'wouter';
import { ItemAnalyses } from '../../features/analyses/components/item-analyses';
import { useBalance } from '../../features/dashboard/api/get-balance';
import { readActivityState, writeActivityState, type ActivityListState } from '../../features/document-monitoring/activity-list-params';
import { ActivityFilters } from '../../features/document-monitoring/components/activity-filters';
import { ActivityList } from '../../features/document-monitoring/components/activity-list';
import { canActOnDocuments, READ_ONLY_PROFILE_MESSAGE } from '../../features/document-monitoring/read-only-profile';
import { ItemRelationships } from '../../features/relationships/components/item-relationships';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';


/** /atividades — searched, monitored and paused documents with their analyses; filters live in the URL. */
export function ActivitiesPage() {
  const { organization, holderScope } = useSession();
  const [search, setSearch] = useSearchParams();
  const [, navigate] = useLocation();
  const state = readActivityState(search);
  const update = (next: ActivityListState) => setSearch(writeActivityState(next));
  const plans = useBalance(holderScope).data?.balance ?? [];
  const monitoria = plans.find((plan) => plan.typePlan === 'Monitoria');
  const canAct = canActOnDocuments(organization.profile);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Consultas e monitoramento
        </Title>
        <Text c="dimmed" size="sm">
          Documentos consultados, monitorados ou pausados, com as análises de risco de cada um.
        </Text>
      </div>
      {holderScope === null ? (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          Esta organização ainda não tem um titular com planos contratados.
        </Alert>
      ) : (
        <>
          {!canAct && (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
              {READ_ONLY_PROFILE_MESSAGE}
            </Alert>
          )}
          <ActivityFilters value={state} onChange={update} />
          <ActivityList
            scope={holderScope}
            state={state}
            onPageChange={(pagina) => update({ ...state, pagina })}
            monitoria={monitoria ?? null}
            canAct={canAct}
            renderAnalyses={(item) => (
              <Stack gap="sm">
                <ItemAnalyses
                  item={item}
                  scope={holderScope}
                  plans={plans}
                  canAct={canAct}
                  analysisHref={paths.analysis.getHref}
                  onStarted={(consumeId, analysisId) => navigate(paths.analysis.getHref(consumeId, analysisId))}
                />
                <Divider />
                <ItemRelationships
                  consumeUniqueId={item.id}
                  documentName={item.documentInfo || item.documentNumber}
                  scope={holderScope}
                  plans={plans}
                  canAct={canAct}
                  onOpened={(analysisId) => navigate(paths.relationships.getHref(analysisId))}
                />
              </Stack>
            )}
          />
        </>
      )}
    </Stack>
  );
}
