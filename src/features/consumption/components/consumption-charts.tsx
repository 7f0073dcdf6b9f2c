import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BALANCE_PLAN_TYPES } from '../../../contract/constants/plans';
import { monthAbbreviation } from '../../../contract/constants/billing';
import type { MetricRow } from '../../../contract/metrics';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { centavosToReais, formatReais, formatReaisCompact } from '../../../contract/money';
import { formatCount } from '../../../contract/plural';

const COLORS = ['blue.7', 'teal.7', 'grape.6', 'orange.7'];
const SERIES = BALANCE_PLAN_TYPES.map((type, i) => ({
  name: PLAN_LABELS[type] ?? type,
  color: COLORS[i % COLORS.length] ?? 'gray.6',
}));

/**
 * Units by month and R$ by month, each stacked by plan type. Its own chunk (recharts is heavy),
 * like the analysis charts; hidden from screen readers and the keyboard, since the table beside it has the numbers.
 */
export function ConsumptionCharts({ rows, year }: { rows: readonly MetricRow[]; year: number }) {
  // Short month ticks ('jan', 'fev'): twelve fit a 375 px screen.
  const byMonth = rows.map((row) => ({
    label: monthAbbreviation(row.period),
    ...Object.fromEntries(row.byType.map((t) => [PLAN_LABELS[t.typePlan] ?? t.typePlan, t.total])),
  }));
  // R$ per month, by type. Metric amounts are centavos, shown in reais (docs/product.md#money).
  const valueByMonth = rows.map((row) => ({
    label: monthAbbreviation(row.period),
    ...Object.fromEntries(row.byType.map((t) => [PLAN_LABELS[t.typePlan] ?? t.typePlan, centavosToReais(t.amount)])),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" inert data-testid="consumption-charts">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Consumo por mês em {year} (unidades)
        </Text>
        <BarChart
          h={240}
          data={byMonth}
          dataKey="label"
          series={SERIES}
          type="stacked"
          withLegend
          valueFormatter={formatCount}
          tickLine="y"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Valor por mês em {year} (R$)
        </Text>
        <BarChart
          h={240}
          data={valueByMonth}
          dataKey="label"
          series={SERIES}
          type="stacked"
          withLegend
          valueFormatter={formatReais}
          yAxisProps={{ width: 64, tickFormatter: formatReaisCompact }}
          tickLine="y"
        />
      </Stack>
    </SimpleGrid>
  );
}
