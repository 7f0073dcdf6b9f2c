import { Table } from '@mantine/core';
import type { MetricRow } from '../../../contract/analyses';
import { formatCentavos } from '../../../contract/money';
import { formatCount } from '../../../contract/plural';

/** The charts' numbers as a table (what screen readers read, and anyone who prefers numbers). */
export function MetricTable({
  rows,
  caption,
  periodLabel,
  scrollable,
}: {
  rows: readonly MetricRow[];
  caption: string;
  periodLabel: string;
  scrollable: boolean;
}) {
  const table = (
    <Table striped fz="sm" data-testid="metric-table">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{periodLabel}</Table.Th>
          <Table.Th scope="col" ta="right">
            Processos
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Ativos
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Arquivados
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Valor total
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Valor ativos
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Valor arquivados
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row">{row.label}</Table.Th>
            <Table.Td ta="right">{formatCount(row.total)}</Table.Td>
            <Table.Td ta="right">{formatCount(row.active.total)}</Table.Td>
            <Table.Td ta="right">{formatCount(row.inactive.total)}</Table.Td>
            <Table.Td ta="right">{formatCentavos(row.amount)}</Table.Td>
            <Table.Td ta="right">{formatCentavos(row.active.amount)}</Table.Td>
            <Table.Td ta="right">{formatCentavos(row.inactive.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // Visually hidden, a scroll box would be a focusable nothing; shown, it scrolls on narrow screens (and takes focus).
  if (!scrollable) return table;
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      {table}
    </Table.ScrollContainer>
  );
}
