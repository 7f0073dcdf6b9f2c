import { Anchor, Center, Group, Loader, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { CachedDataAge } from '../../components/cached-data-age';
import { InNextTask } from '../../components/in-next-task';
import { preloadDateInput } from '../../components/lazy-date-input';
import { preloadDatePickerInput } from '../../components/lazy-date-picker-input';
import { ErrorState } from '../../components/error-state';
import { NotSavedOffline } from '../../components/not-saved-offline';
import { MovementPeople } from '../../features/process-workspace/components/movement-people';
import { useProcess } from '../../features/processes/api/get-process';
import { movementsQueryOptions } from '../../features/processes/api/get-movements';
import { processKeys } from '../../features/processes/api/process-keys';
import { ProcessDataTab } from '../../features/processes/components/process-data-tab';
import { ProcessHeader } from '../../features/processes/components/process-header';
import { RegisterMovementButton } from '../../features/processes/components/register-movement-button';
import { useOutbox } from '../../features/processes/outbox/outbox-context';
import { QueuedMovements } from '../../features/processes/outbox/queued-movements';
import { useSession } from '../../features/session/session-context';
import { errorMessage, isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { toApiPage } from '../../lib/query-params';
import { PinProcessSwitch } from '../offline-pins/pin-process-switch';
import { lazyWithTimeout } from '../../offline/lazy-with-timeout';

const TABS = ['dados', 'movimentacoes', 'autos', 'campos', 'checklist'] as const;
type Tab = (typeof TABS)[number];

/** /processos/:id — header, then tabs: Dados, Movimentações, Autos, Campos personalizados, Checklist. */
// The tabs other than "Dados", each its own chunk: the page's first screen does not wait for their date pickers,
// number inputs and forms (the page added 95 KiB gzip to the home's files). The page fetches them
// once drawn, so a tab opens without waiting.
const MovementTimeline = lazyWithTimeout(
  'movement-timeline',
  () => import('../../features/processes/components/movement-timeline'),
  (m) => m.MovementTimeline,
);
const AutosList = lazyWithTimeout(
  'autos-list',
  () => import('../../features/processes/components/autos-list'),
  (m) => m.AutosList,
);
const ProcessCustomFieldsPanel = lazyWithTimeout(
  'process-custom-fields-panel',
  () => import('../../features/process-workspace/components/process-custom-fields-panel'),
  (m) => m.ProcessCustomFieldsPanel,
);
const ProcessChecklistPanel = lazyWithTimeout(
  'process-checklist-panel',
  () => import('../../features/process-workspace/components/process-checklist-panel'),
  (m) => m.ProcessChecklistPanel,
);
const preloadTabs = () => {
  for (const tab of [MovementTimeline, AutosList, ProcessCustomFieldsPanel, ProcessChecklistPanel])
    void tab.preload().catch(() => undefined);
};

// The page works offline (a movement registered offline waits in the outbox): its date fields' code is fetched with
// the page, not when a field first shows, which may be after the connection went (before the service worker holds it).
void preloadDateInput().catch(() => undefined);
void preloadDatePickerInput().catch(() => undefined);

const TAB_LOADER = (
  <Center py="lg">
    <Loader aria-label="Carregando" />
  </Center>
);

export function ProcessDetailPage() {
  const { organization } = useSession();
  const queryClient = useQueryClient();
  const params = useParams<{ id: string }>();
  const processId = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('aba') ?? '') ? (search.get('aba') as Tab) : 'dados';
  const query = useProcess(organization.id, processId);
  const orgId = organization.id;
  const { enqueue } = useOutbox();
  // Opened on the movements (a link, a reload): their code and first page beside the process, not after it
  // (process, then the tab's chunk, then its request made a waterfall of three).
  useEffect(() => {
    if (tab !== 'movimentacoes' || !processId) return;
    void MovementTimeline.preload().catch(() => undefined);
    void queryClient.prefetchQuery(movementsQueryOptions(orgId, processId, { page: toApiPage(1) }));
  }, [tab, orgId, processId, queryClient]);
  // The other tabs' code once this one is drawn: opening a tab then waits for nothing (offline too: it is precached).
  useEffect(() => {
    const timer = setTimeout(preloadTabs, 1_000);
    return () => clearTimeout(timer);
  }, []);

  const back = (
    <Anchor component={Link} href={paths.processes.getHref()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" /> Voltar para a lista
      </Group>
    </Anchor>
  );

  if (!processId)
    return (
      <Stack>
        {back}
        <ErrorState title="Processo não encontrado" message="O endereço não indica um processo válido." />
      </Stack>
    );
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <Stack>
        {back}
        <NotSavedOffline what="Este processo" />
      </Stack>
    );
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando processo" />
      </Center>
    );
  }
  if (query.isError && !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack>
        {back}
        <ErrorState
          title={notFound ? 'Processo não encontrado' : 'Não foi possível carregar o processo'}
          message={
            notFound
              ? 'Este processo não existe, foi removido ou pertence a outra organização.'
              : errorMessage(query.error)
          }
          onRetry={notFound ? undefined : () => void query.refetch()}
        />
      </Stack>
    );
  }

  const process = query.data;
  const canEdit = organization.canEditProcesses;
  const setTab = (next: string | null) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (!next || next === 'dados') out.delete('aba');
        else out.set('aba', next);
        return out;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <ProcessHeader process={process} />
          <Group>
            <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
          </Group>
        </Stack>
        <Stack gap="sm" align="flex-start">
          <RegisterMovementButton
            orgId={orgId}
            processId={process.id}
            onRegistered={() => setTab('movimentacoes')}
            queueOffline={(submission) => enqueue({ ...submission, orgId, processId: process.id })}
          />
          <PinProcessSwitch orgId={orgId} processId={process.id} />
        </Stack>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        {/* Wraps on a phone: a sideways-scrolling row hid two of the five tabs at 375 px. */}
        <Tabs.List style={{ flexWrap: 'wrap' }} data-testid="process-tabs">
          <Tabs.Tab value="dados">Dados</Tabs.Tab>
          <Tabs.Tab value="movimentacoes">Movimentações</Tabs.Tab>
          <Tabs.Tab value="autos">Autos</Tabs.Tab>
          <Tabs.Tab value="campos">Campos personalizados</Tabs.Tab>
          <Tabs.Tab value="checklist">Checklist</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dados" pt="md">
          {/* A task after the header and the tabs: one task for all of it was Lighthouse's longest on this page. */}
          <InNextTask>
            <ProcessDataTab process={process} canEdit={canEdit} />
          </InNextTask>
        </Tabs.Panel>
        <Tabs.Panel value="movimentacoes" pt="md">
          <QueuedMovements orgId={orgId} processId={process.id} />
          <Suspense fallback={TAB_LOADER}>
            <MovementTimeline
              orgId={orgId}
              processId={process.id}
              processAge={{ updatedAt: query.dataUpdatedAt, refreshFailed: query.isError }}
              renderMovementExtras={(movement) => (
                <MovementPeople
                  orgId={orgId}
                  processId={process.id}
                  movement={movement}
                  // The timeline's cached movements carry the people too: refresh them so a reload shows the change.
                  onPeopleChange={() =>
                    void queryClient.invalidateQueries({ queryKey: processKeys.movementsOf(orgId, process.id) })
                  }
                />
              )}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="autos" pt="md">
          <Suspense fallback={TAB_LOADER}>
            <AutosList orgId={orgId} processId={process.id} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="campos" pt="md">
          <Suspense fallback={TAB_LOADER}>
            <ProcessCustomFieldsPanel orgId={orgId} processId={process.id} readOnly={!canEdit} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="checklist" pt="md">
          <Suspense fallback={TAB_LOADER}>
            <ProcessChecklistPanel orgId={orgId} processId={process.id} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
