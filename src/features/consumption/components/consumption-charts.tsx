import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BALANCE_PLAN_TYPES } from '../../../contract/constants/plans';
import type { MetricRow } from '../../../contract/metrics';
import { formatCount, formatMoney } from '../../../lib/format-money';
import { PLAN_LABELS } from '../../../lib/plan-consumption';

const COLORS = ['blue.7', 'teal.7', 'grape.6', 'orange.7'];
const SERIES = BALANCE_PLAN_TYPES.map((type, i) => ({ name: PLAN_LABELS[type] ?? type, color: COLORS[i % COLORS.length] ?? 'gray.6' }));

/**
 * Units by month, stacked by plan type, and the value of each type in the year. Its own chunk (recharts is heavy),
 * like the analysis charts; hidden from screen readers and the keyboard, since the table beside it has the numbers.
 */
export function ConsumptionCharts({ rows, year }: { rows: readonly MetricRow[]; year: number }) {
  const byMonth = rows.map((row) => ({
    label: row.label.slice(0, 2),
    ...Object.fromEntries(row.byType.map((t) => [PLAN_LABELS[t.typePlan] ?? t.typePlan, t.total])),
  }));
  // Metric amounts are centavos, divided by 100 to show (docs/product.md#money).
  const byType = BALANCE_PLAN_TYPES.map((type) => ({
    label: PLAN_LABELS[type] ?? type,
    Valor: rows.reduce((sum, row) => sum + (row.byType.find((t) => t.typePlan === type)?.amount ?? 0), 0) / 100,
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
          Valor por tipo em {year}
        </Text>
        <BarChart
          h={240}
          data={byType}
          dataKey="label"
          series={[{ name: 'Valor', color: 'brand.7' }]}
          xAxisProps={{ interval: 0 }}
          valueFormatter={formatMoney}
          yAxisProps={{ width: 90, tickFormatter: (v: number) => formatMoney(v).replace(/,\d{2}$/, '') }}
          tickLine="y"
        />
      </Stack>
    </SimpleGrid>
  );
}
