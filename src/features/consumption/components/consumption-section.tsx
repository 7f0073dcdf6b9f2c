import { Center, Loader, SimpleGrid, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { Suspense, useState } from 'react';
import { FailedListEmpty } from '../../../components/failed-list-empty';
import { WhenVisible } from '../../../components/when-visible';
import type { PlanBalance } from '../../../contract/plans';
import { brazilDayOf } from '../../../lib/format-date';
import type { HolderScope } from '../../../lib/holder-scope';
import { lazyWithTimeout } from '../../../offline/lazy-with-timeout';
import { useMetric } from '../api/get-metric';
import { paceWindow } from '../forecast';
import { projectOpenMonth } from '../projected-bill';
import { ConsumptionTable } from './consumption-table';
import { PlanForecastCard } from './plan-forecast-card';
import { ProjectedBillCard } from './projected-bill-card';
import { CHART_PAIR_HEIGHT } from '../../../lib/chart-pair-height';

const ConsumptionCharts = lazyWithTimeout(
  'consumption-charts',
  () => import('./consumption-charts'),
  (m) => m.ConsumptionCharts,
);

interface Props {
  scope: HolderScope;
  /** The holder's plan balances (the page reads them with the dashboard's query); null while they load. */
  plans: readonly PlanBalance[] | null;
}

/** Consumo: the plans with their alerts and forecast, then the year's consumption by month and by type. */
export function ConsumptionSection({ scope, plans }: Props) {
  const today = brazilDayOf();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [showTable, setShowTable] = useState(false);
  const current = useMetric(scope, thisYear);
  // January's pace also needs December of the year before.
  const previous = useMetric(scope, today.slice(5, 7) === '01' ? thisYear - 1 : null);
  const shown = useMetric(scope, year);
  const months = [...(current.data?.rows ?? []), ...(today.slice(5, 7) === '01' ? (previous.data?.rows ?? []) : [])];
  const years = Array.from({ length: 4 }, (_, i) => String(thisYear - i));
  const projection = current.data ? projectOpenMonth(current.data.rows, today) : null;

  // One loader until the plans and this year's figures are in: drawn piece by piece, each arrival pushed the year's
  // section down the screen (a layout shift of 0.7 on a phone).
  if (plans === null || (current.isPending && current.fetchStatus !== 'paused')) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando consumo" />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {plans
          .filter((plan) => plan.isVisible)
          .map((plan) => {
            const window = paceWindow(months, plan.typePlan, today);
            return (
              <PlanForecastCard
                key={plan.planId}
                plan={plan}
                consumed={window.consumed}
                windowDays={window.windowDays}
                today={today}
              />
            );
          })}
      </SimpleGrid>
      {projection && <ProjectedBillCard projection={projection} />}
      <Stack gap="sm" component="section" aria-labelledby="consumption-year-title">
        <Title order={2} size="h4" id="consumption-year-title">
          Consumo no ano
        </Title>
        <LazySelect
          label="Ano"
          data={years}
          value={String(year)}
          onChange={(v) => setYear(Number(v ?? thisYear))}
          allowDeselect={false}
          w={140}
        />
        {shown.isPending && shown.fetchStatus !== 'paused' ? (
          <Center py="lg">
            <Loader aria-label="Carregando consumo" />
          </Center>
        ) : !shown.data ? (
          <FailedListEmpty message="Sem dados de consumo agora." failed onRetry={() => void shown.refetch()} />
        ) : shown.data.rows.every((row) => row.total === 0) ? (
          <Text c="dimmed" size="sm">
            Nenhum consumo em {year}.
          </Text>
        ) : (
          <>
            <WhenVisible height={CHART_PAIR_HEIGHT}>
              <Suspense fallback={<Skeleton h={CHART_PAIR_HEIGHT} radius="md" />}>
                <ConsumptionCharts rows={shown.data.rows} year={year} />
              </Suspense>
            </WhenVisible>
            <Switch
              label="Mostrar os números em tabela"
              checked={showTable}
              onChange={(e) => setShowTable(e.currentTarget.checked)}
            />
            {showTable ? (
              <ConsumptionTable rows={shown.data.rows} visible />
            ) : (
              <VisuallyHidden>{<ConsumptionTable rows={shown.data.rows} visible={false} />}</VisuallyHidden>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
