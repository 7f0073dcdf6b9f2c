import { Table } from '@mantine/core';
import { Link } from 'wouter';
import type { BillSummary } from '../../../contract/billing';
import { competenceLabel } from '../../../contract/constants/billing';
import { formatDate } from '../../../lib/format-date';
import { formatCentavos } from '../../../contract/money';

interface Props {
  bills: readonly BillSummary[];
  hrefFor: (billId: number) => string;
}

/** The bills from 768 px: one row each, its month opening the detail. */
export function BillTable({ bills, hrefFor }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label="Faturas">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Competência</Table.Th>
          <Table.Th>Emitida em</Table.Th>
          <Table.Th>Vencimento</Table.Th>
          <Table.Th>NFS-e</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bills.map((bill) => (
          <Table.Tr key={bill.id} data-testid="bill-row">
            <Table.Td>
              <Link href={hrefFor(bill.id)}>{competenceLabel(bill.competenceMonth)}</Link>
            </Table.Td>
            <Table.Td>{formatDate(bill.createdAt)}</Table.Td>
            <Table.Td data-testid="bill-due-date">{formatDate(bill.dueDate)}</Table.Td>
            <Table.Td>{bill.nfseNumber}</Table.Td>
            <Table.Td ta="right">{formatCentavos(bill.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
