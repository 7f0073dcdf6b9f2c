import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BALANCE_PLAN_TYPES } from '../../../contract/constants/plans';
import { monthAbbreviation } from '../../../contract/constants/billing';
import type { MetricRow } from '../../../contract/metrics';
import { formatCount, formatMoney } from '../../../lib/format-money';
import { PLAN_LABELS } from '../../../lib/plan-consumption';

const COLORS = ['blue.7', 'teal.7', 'grape.6', 'orange.7'];
/** 'R$ 1,2 mil': an axis tick that fits a phone; the tooltip and the table keep the exact value. */
const compactMoney = (reais: number): string =>
  `R$ ${new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }).format(reais)}`;
const SERIES = BALANCE_PLAN_TYPES.map((type, i) => ({ name: PLAN_LABELS[type] ?? type, color: COLORS[i % COLORS.length] ?? 'gray.6' }));

/**
 * Units by month and R$ by month, each stacked by plan type. Its own chunk (recharts is heavy),
 * like the analysis charts; hidden from screen readers and the keyboard, since the table beside it has the numbers.
 */
export function ConsumptionCharts({ rows, year }: { rows: readonly MetricRow[]; year: number }) {
  // Short month ticks ('jan', 'fev'): twelve fit a 375 px screen (issue 30).
  const byMonth = rows.map((row) => ({
    label: monthAbbreviation(row.period),
    ...Object.fromEntries(row.byType.map((t) => [PLAN_LABELS[t.typePlan] ?? t.typePlan, t.total])),
  }));
  // R$ per month, by type (issue 30). Metric amounts are centavos, divided by 100 to show (docs/product.md#money).
  const valueByMonth = rows.map((row) => ({
    label: monthAbbreviation(row.period),
    ...Object.fromEntries(row.byType.map((t) => [PLAN_LABELS[t.typePlan] ?? t.typePlan, t.amount / 100])),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" inert data-testid="consumption-charts">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Consumo por mês em {year} (unidades)
        </Text>
        <BarChart h={240} data={byMonth} dataKey="label" series={SERIES} type="stacked" withLegend valueFormatter={formatCount} tickLine="y" />
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
          valueFormatter={formatMoney}
          yAxisProps={{ width: 64, tickFormatter: compactMoney }}
          tickLine="y"
        />
      </Stack>
    </SimpleGrid>
  );
}
