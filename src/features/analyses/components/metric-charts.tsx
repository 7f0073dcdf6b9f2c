import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import type { MetricRow } from '../../../contract/analyses';
import { centavosToReais, formatReais, formatReaisCompact } from '../../../contract/money';
import { formatCount } from '../../../contract/plural';

interface Props {
  rows: readonly MetricRow[];
  period: string;
}

/**
 * Bar charts of one period (years or months): processes and amounts, active and archived stacked. Its own chunk
 * (recharts is heavy): the analysis page loads it lazily, and the login and home bundles never carry it.
 * The charts are hidden from screen readers and the keyboard; the table beside them has the same numbers. Being inert,
 * they get no pointer either: no tooltip (recharts' tooltip and its cursor were part of the charts' render).
 * The second chart follows the first in a deferred render (its place kept): each costs ~100 ms of rendering at 4× CPU,
 * and the page with its first chart paints without waiting for both (first render of the analysis).
 */
export function MetricCharts({ rows, period }: Props) {
  const withSecond = useDeferredValue(true, false);
  const counts = rows.map((row) => ({ label: row.label, Ativos: row.active.total, Arquivados: row.inactive.total }));
  // Metric amounts are centavos, shown in reais (docs/product.md#money).
  const amounts = rows.map((row) => ({
    label: row.label,
    Ativos: centavosToReais(row.active.amount),
    Arquivados: centavosToReais(row.inactive.amount),
  }));
  const series = [
    { name: 'Ativos', color: 'blue.7' },
    { name: 'Arquivados', color: 'gray.5' },
  ];
  return (
    // inert, not just aria-hidden: recharts makes its surface focusable, and a hidden focusable element traps
    // keyboard users on nothing.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" inert data-testid="metric-charts">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Processos {period}
        </Text>
        <BarChart
          h={240}
          data={counts}
          dataKey="label"
          series={series}
          type="stacked"
          withLegend
          withTooltip={false}
          valueFormatter={formatCount}
          tickLine="y"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Valor das causas {period}
        </Text>
        {withSecond ? (
          <BarChart
            h={240}
            data={amounts}
            dataKey="label"
            series={series}
            type="stacked"
            withLegend
            withTooltip={false}
            valueFormatter={formatReais}
            yAxisProps={{ width: 90, tickFormatter: formatReaisCompact }}
            tickLine="y"
          />
        ) : (
          <Box h={240} />
        )}
      </Stack>
    </SimpleGrid>
  );
}
