import { Table, Text } from '@mantine/core';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import type { ExtractRow } from '../../../contract/extract';
import { formatDateTime } from '../../../lib/format-date';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { formatCentavos } from '../../../contract/money';

/** The extract page as a table (from 768 px). */
export function ExtractTable({ rows }: { rows: readonly ExtractRow[] }) {
  return (
    <Table striped verticalSpacing="xs" aria-label="Extrato de consumo">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Documento</Table.Th>
          <Table.Th>Usuário</Table.Th>
          <Table.Th ta="right">Qtd.</Table.Th>
          <Table.Th ta="right">Preço unit.</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="extract-row">
            <Table.Td>{formatDateTime(row.date)}</Table.Td>
            <Table.Td>{PLAN_LABELS[row.type] ?? row.type}</Table.Td>
            <Table.Td>
              <Text size="sm">{row.document ? formatDocumentNumber(row.document) : '—'}</Text>
              {row.documentName && (
                <Text size="xs" c="dimmed">
                  {row.documentName}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{row.userName ?? '—'}</Table.Td>
            <Table.Td ta="right">{row.consume}</Table.Td>
            <Table.Td ta="right">{formatCentavos(row.unitPrice)}</Table.Td>
            <Table.Td ta="right">{formatCentavos(row.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
