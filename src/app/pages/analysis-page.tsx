import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { ErrorState } from '../../components/error-state';
import { RiskSummaryGrid } from '../../components/risk-summary-grid';
import {
  activeFilter,
  readAnalysisView,
  writeAnalysisView,
  type AnalysisViewState,
} from '../../features/analyses/analysis-view-params';
import { useAnalysis } from '../../features/analyses/api/get-analysis';
import { AnalysisDetailSection } from '../../features/analyses/components/analysis-detail-section';
import { AnalysisHeader } from '../../features/analyses/components/analysis-header';
import { AnalysisNotSaved } from '../../features/analyses/components/analysis-not-saved';
import { prefetchAnalysisSections } from '../../features/analyses/api/prefetch-analysis-sections';
import {
  AnalysisMetricsSection,
  preloadMetricCharts,
} from '../../features/analyses/components/analysis-metrics-section';
import { AnalysisStatusPanel } from '../../features/analyses/components/analysis-status-panel';
import { ReportCard } from '../../features/analyses/components/report-card';
import { ExplainExportButtons } from '../../features/document-monitoring/components/explain-export-buttons';
import { useSession } from '../../features/session/session-context';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { LazySegmentedControl } from '../../components/lazy-segmented-control';
import { InNextTask } from '../../components/in-next-task';

const idParam = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? '') ? Number(value) : 0);

/** /analises/:consumeId/:analysisId — status (followed until done), summary, detail, charts, report. */
export function AnalysisPage() {
  const { organization, holder, holderScope } = useSession();
  const params = useParams<{ consumeId: string; analysisId: string }>();
  const consumeId = idParam(params.consumeId);
  const analysisId = idParam(params.analysisId);
  const scope = useMemo(() => holderScope ?? { orgId: organization.id, holderId: 0 }, [holderScope, organization.id]);
  const [search, setSearch] = useSearchParams();
  const view = readAnalysisView(search);
  const update = (patch: Partial<AnalysisViewState>) =>
    setSearch(writeAnalysisView({ ...view, pagina: 1, ...patch }), { replace: true });
  const query = useAnalysis(scope, consumeId, analysisId);
  const queryClient = useQueryClient();
  const { categoria, situacao, pagina } = view;
  // The charts' code, and the sections' data as soon as the analysis is known to be done: beside the analysis, not
  // after the page has rendered it (first render of the analysis).
  useEffect(() => {
    void preloadMetricCharts().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!consumeId || !analysisId || !holder) return;
    void prefetchAnalysisSections(queryClient, scope, consumeId, analysisId, {
      typeRisk: categoria,
      active: activeFilter(situacao),
      page: pagina,
    }).catch(() => undefined);
  }, [queryClient, scope, consumeId, analysisId, holder, categoria, situacao, pagina]);
  const header = <AnalysisHeader analysis={query.data?.register ?? null} backHref={paths.activities.getHref()} />;

  if (!consumeId || !analysisId || !holder)
    return (
      <Stack>
        {header}
        <ErrorState title="Análise não encontrada" message="O endereço não indica uma análise desta organização." />
      </Stack>
    );
  // Offline, an analysis not in memory would wait for the network behind a spinner: say so at once.
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <Stack>
        {header}
        <AnalysisNotSaved />
      </Stack>
    );
  if (query.isPending)
    return (
      <Stack>
        {header}
        <Center py="xl">
          <Loader aria-label="Carregando análise" />
        </Center>
      </Stack>
    );
  if (query.isError)
    return (
      <Stack>
        {header}
        <ErrorState
          title="Não foi possível abrir a análise"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );

  const analysis = query.data.register;
  const done = analysis.status === 'DONE';
  const sectionProps = { scope, consumeId, analysisId, typeRisk: view.categoria, active: activeFilter(view.situacao) };
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      {header}
      <AnalysisStatusPanel analysis={analysis} />
      {done && (
        <RiskSummaryGrid
          summary={analysis.summary}
          comparedWith={analysis.lastAnalyzedAt ? formatDateTime(analysis.lastAnalyzedAt) : undefined}
          selected={view.categoria}
          onSelect={(categoria) => update({ categoria })}
        />
      )}
      {/* What follows the summary cards (below a phone's first screen) is drawn in a task of its own, sliced: with it
          the analysis's arrival was one task of ~150 ms at 4× CPU, the screen's longest in Lighthouse. */}
      <InNextTask>
        {done && (
          <>
            <Group gap="sm">
              <Text size="sm" fw={600} id="situation-label">
                Situação dos processos
              </Text>
              <LazySegmentedControl
                aria-labelledby="situation-label"
                value={view.situacao || 'todos'}
                onChange={(v) => update({ situacao: v === 'todos' ? '' : (v as AnalysisViewState['situacao']) })}
                data={[
                  { value: 'todos', label: 'Todos' },
                  { value: 'ativos', label: 'Ativos' },
                  { value: 'arquivados', label: 'Arquivados' },
                ]}
                w="fit-content"
              />
            </Group>
            <AnalysisDetailSection
              {...sectionProps}
              page={view.pagina}
              onPageChange={(pagina) => update({ pagina })}
              processHref={paths.process.getHref}
            />
          </>
        )}
        {/* The charts, the report and the export, in a task after the list's: the list is what the screen is for. */}
        <InNextTask>
          {done && <AnalysisMetricsSection {...sectionProps} />}
          <ReportCard scope={scope} analysis={analysis} />
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="explain-title">
            <Stack gap="xs">
              <Title order={2} size="h3" id="explain-title">
                Exportar os processos do documento
              </Title>
              <Text size="sm" c="dimmed">
                A lista atual de processos em que o documento é parte, em planilha (CSV) ou PDF para imprimir. Não
                consome saldo.
              </Text>
              <ExplainExportButtons orgId={organization.id} documentNumber={analysis.documentNumber} />
            </Stack>
          </Card>
        </InNextTask>
      </InNextTask>
    </Stack>
  );
}
