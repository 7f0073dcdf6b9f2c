import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { ConsumeUniqueItem } from '../../contract/activities';
import type { PlanBalance } from '../../contract/plans';
import { ItemAnalyses } from '../../features/analyses/components/item-analyses';
import { useBalance } from '../../features/dashboard/api/get-balance';
import {
  readActivityState,
  writeActivityState,
  type ActivityListState,
} from '../../features/document-monitoring/activity-list-params';
import { ActivityFilters } from '../../features/document-monitoring/components/activity-filters';
import { ActivityList } from '../../features/document-monitoring/components/activity-list';
import { canActOnDocuments, READ_ONLY_PROFILE_MESSAGE } from '../../features/document-monitoring/read-only-profile';
import { ItemRelationships } from '../../features/relationships/components/item-relationships';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';

const NO_PLANS: readonly PlanBalance[] = [];

/** /atividades — searched, monitored and paused documents with their analyses; filters live in the URL. */
export function ActivitiesPage() {
  const { organization, holderScope } = useSession();
  const [search, setSearch] = useSearchParams();
  const [, navigate] = useLocation();
  const state = readActivityState(search);
  const update = useCallback((next: ActivityListState) => setSearch(writeActivityState(next)), [setSearch]);
  const plans = useBalance(holderScope).data?.balance ?? NO_PLANS;
  const monitoria = plans.find((plan) => plan.typePlan === 'Monitoria');
  const canAct = canActOnDocuments(organization.profile);
  // Stable while the list pages: the memoised items then skip the page's re-render on a click.
  const renderAnalyses = useCallback(
    (item: ConsumeUniqueItem) =>
      holderScope && (
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
            known={item.relationship}
            documentName={item.documentInfo || item.documentNumber}
            scope={holderScope}
            plans={plans}
            canAct={canAct}
            onOpened={(analysisId) => navigate(paths.relationships.getHref(analysisId))}
          />
        </Stack>
      ),
    [holderScope, plans, canAct, navigate],
  );

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
            renderAnalyses={renderAnalyses}
          />
        </>
      )}
    </Stack>
  );
}
