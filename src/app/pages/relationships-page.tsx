import { Center, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { CachedDataAge } from '../../components/cached-data-age';
import { ErrorState } from '../../components/error-state';
import { canActOnCompliance } from '../../contract/constants/profiles';
import { useRelationshipGraph } from '../../features/relationships/api/get-relationship-graph';
import { GraphNotSaved } from '../../features/relationships/components/graph-not-saved';
import { RelationshipExplorer } from '../../features/relationships/components/relationship-explorer';
import { RelationshipHeader } from '../../features/relationships/components/relationship-header';
import { RelationshipStatus } from '../../features/relationships/components/relationship-status';
import {
  readRelationshipView,
  writeRelationshipView,
  type RelationshipViewState,
} from '../../features/relationships/relationship-view-params';
import { useSession } from '../../features/session/session-context';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format-date';
import { paths } from '../../lib/paths';

const idParam = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? '') ? Number(value) : 0);

/** /relacionamentos/:analysisId — the partner and business-relationship graph of a looked-up document. */
export function RelationshipsPage() {
  const { organization, holderScope, user } = useSession();
  const analysisId = idParam(useParams<{ analysisId: string }>().analysisId);
  const scope = holderScope ?? { orgId: organization.id, holderId: 0 };
  const [search, setSearch] = useSearchParams();
  const view = readRelationshipView(search);
  const update = (patch: Partial<RelationshipViewState>) =>
    setSearch(writeRelationshipView({ ...view, ...patch }), { replace: true });
  const narrow = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = useRelationshipGraph(scope, analysisId);
  // The graph's drawing code (React Flow, its own chunk) beside the graph's data, not after it.
  useEffect(() => {
    void import('../../features/relationships/components/relationship-canvas').catch(() => undefined);
  }, []);
  const answer = query.data?.register ?? null;
  const age = <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />;
  const header = (
    <RelationshipHeader
      analysis={answer?.analysis ?? null}
      backHref={paths.activities.getHref()}
      age={answer ? age : undefined}
    />
  );

  if (!analysisId || !holderScope)
    return (
      <Stack>
        {header}
        <ErrorState
          title="Análise não encontrada"
          message="O endereço não indica uma análise de relacionamentos desta organização."
        />
      </Stack>
    );
  // Offline, a graph never opened here would wait for the network forever: say so at once instead of spinning.
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <Stack>
        {header}
        <GraphNotSaved />
      </Stack>
    );
  if (query.isPending)
    return (
      <Stack>
        {header}
        <Center py="xl">
          <Loader aria-label="Carregando relacionamentos" />
        </Center>
      </Stack>
    );
  if (!answer)
    return (
      <Stack>
        {header}
        <ErrorState
          title="Não foi possível abrir os relacionamentos"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      {header}
      {answer.analysis.status === 'DONE' ? (
        <RelationshipExplorer
          scope={holderScope}
          answer={answer}
          view={view}
          onViewChange={update}
          narrow={narrow}
          canAct={canActOnCompliance(organization.profile)}
          dataTime={`dados de ${formatDateTime(query.dataUpdatedAt)}`}
          organizationName={organization.name}
          personName={[user.firstname, user.lastname].filter(Boolean).join(' ') || user.username}
        />
      ) : (
        <RelationshipStatus
          scope={holderScope}
          analysis={answer.analysis}
          canAct={canActOnCompliance(organization.profile)}
        />
      )}
    </Stack>
  );
}
