import { Table } from '@mantine/core';
import { BALANCE_PLAN_TYPES } from '../../../contract/constants/plans';
import { monthInWords } from '../../../contract/constants/billing';
import type { MetricRow } from '../../../contract/metrics';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { formatCentavos } from '../../../contract/money';
import { formatCount } from '../../../contract/plural';

/** The numbers of the charts, month by month: what screen readers and the keyboard use. */
export function ConsumptionTable({ rows, visible }: { rows: readonly MetricRow[]; visible: boolean }) {
  const table = (
    <Table striped verticalSpacing={4} fz="sm" miw={560} aria-label="Consumo por mês e por tipo">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Mês</Table.Th>
          {BALANCE_PLAN_TYPES.map((type) => (
            <Table.Th key={type} ta="right">
              {PLAN_LABELS[type] ?? type}
            </Table.Th>
          ))}
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.period}>
            <Table.Td>{monthInWords(row.period)}</Table.Td>
            {BALANCE_PLAN_TYPES.map((type) => (
              <Table.Td key={type} ta="right">
                {formatCount(row.byType.find((t) => t.typePlan === type)?.total ?? 0)}
              </Table.Td>
            ))}
            <Table.Td ta="right">{formatCount(row.total)}</Table.Td>
            <Table.Td ta="right">{formatCentavos(row.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // The hidden copy for screen readers has nothing to scroll and must not take keyboard focus.
  if (!visible) return table;
  return (
    // Focusable and named: a phone scrolls it sideways with the keyboard too (axe scrollable-region-focusable).
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabela de consumo por mês">
      {table}
    </div>
  );
}
