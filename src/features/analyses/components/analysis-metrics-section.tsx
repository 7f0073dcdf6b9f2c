import { Center, Loader, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { RiskCategory } from '../../../contract/analyses';
import { RISK_CATEGORY_LABELS } from '../../../contract/constants/analyses';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { lazyWithTimeout } from '../../../offline/lazy-with-timeout';
import type { HolderScope } from '../../../lib/holder-scope';
import { useAnalysisMetric } from '../api/get-analysis-metric';
import { metricQuery } from '../api/prefetch-analysis-sections';
import { MetricTable } from './metric-table';
import { WhenVisible } from '../../../components/when-visible';
import { CHART_PAIR_HEIGHT } from '../../../lib/chart-pair-height';
import { LazySegmentedControl } from '../../../components/lazy-segmented-control';

const MetricCharts = lazyWithTimeout(
  'metric-charts',
  () => import('./metric-charts'),
  (m) => m.MetricCharts,
);

/** The charts' code (recharts), fetched beside the analysis rather than after its metric has arrived. */
export const preloadMetricCharts = (): Promise<void> => MetricCharts.preload();

interface Props {
  scope: HolderScope;
  consumeId: number;
  analysisId: number;
  typeRisk: RiskCategory;
  /** true: active only; false: archived only; undefined: all. */
  active: boolean | undefined;
}

type Period = 'ano' | 'mes';

/** Processes and amounts by year and by month (active and archived), as charts and as a table. */
export function AnalysisMetricsSection({ scope, consumeId, analysisId, typeRisk, active }: Props) {
  const [period, setPeriod] = useState<Period>('ano');
  // The control answers at once; the charts (~300 ms of rendering at 4× CPU) follow in a render
  // that input can interrupt. The elements are memoised so that the control's own render leaves them alone.
  const shownPeriod = useDeferredValue(period);
  const [showTable, setShowTable] = useState(false);
  const metric = useAnalysisMetric(scope, consumeId, analysisId, metricQuery({ typeRisk, active }), true);
  const register = metric.data?.register;
  const rows = useMemo(
    () => (register ? (shownPeriod === 'ano' ? register.byYear : register.byMonth) : []),
    [register, shownPeriod],
  );
  const periodText = shownPeriod === 'ano' ? 'por ano' : 'por mês (últimos 12 meses)';
  const caption = `${RISK_CATEGORY_LABELS[typeRisk]}: processos e valores ${periodText}`;
  const table = useMemo(
    () => (
      <MetricTable
        rows={rows}
        caption={caption}
        periodLabel={shownPeriod === 'ano' ? 'Ano' : 'Mês'}
        scrollable={showTable}
      />
    ),
    [rows, caption, shownPeriod, showTable],
  );
  const charts = useMemo(() => <MetricCharts rows={rows} period={periodText} />, [rows, periodText]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="metrics-title">
      <Title order={2} size="h3" id="metrics-title">
        Evolução no tempo
      </Title>
      <LazySegmentedControl
        value={period}
        onChange={(v) => setPeriod(v as Period)}
        data={[
          { value: 'ano', label: 'Por ano' },
          { value: 'mes', label: 'Por mês' },
        ]}
        w="fit-content"
        aria-label="Período dos gráficos"
      />
      {metric.isPending ? (
        <Center py="lg">
          <Loader aria-label="Carregando gráficos" />
        </Center>
      ) : metric.isError ? (
        <ErrorState
          title="Não foi possível carregar os gráficos"
          message={errorMessage(metric.error)}
          onRetry={() => void metric.refetch()}
        />
      ) : (
        <>
          {/* Below the detail list: drawn when it comes near the screen (the charts were the page's longest tasks). */}
          <WhenVisible height={CHART_PAIR_HEIGHT}>
            <Suspense fallback={<Skeleton h={CHART_PAIR_HEIGHT} radius="md" />}>{charts}</Suspense>
          </WhenVisible>
          {metric.data.register.undated > 0 && (
            <Text size="xs" c="dimmed">
              {metric.data.register.undated} processo(s) sem data de distribuição não aparecem nos gráficos.
            </Text>
          )}
          <Switch
            label="Mostrar os números em tabela"
            checked={showTable}
            onChange={(e) => setShowTable(e.currentTarget.checked)}
          />
          {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
        </>
      )}
    </Stack>
  );
}
