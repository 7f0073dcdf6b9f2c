import { Table, Text } from '@mantine/core';
import type { Report } from '../../../contract/reports-v2';
import { formatDateTime } from '../../../lib/format-date';
import { ReportActions } from './report-actions';
import { ReportReason } from './report-reason';
import { ReportStatusBadge } from './report-status-badge';

/** The reports from 768 px: one row each, with its actions. */
export function ReportTable({ orgId, reports }: { orgId: number; reports: readonly Report[] }) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label="Relatórios pedidos">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Relatório</Table.Th>
          <Table.Th>Formato</Table.Th>
          <Table.Th>Pedido em</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Ações</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((report) => (
          <Table.Tr key={report.id} data-testid="report-row">
            <Table.Td>
              <Text size="sm" fw={600}>
                {report.typeName}
              </Text>
              {report.description !== report.typeName && (
                <Text size="xs" c="dimmed">
                  {report.description}
                </Text>
              )}
              <ReportReason report={report} />
            </Table.Td>
            <Table.Td>{report.format}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(report.createdAt)}</Text>
              {report.requestedBy && (
                <Text size="xs" c="dimmed">
                  {report.requestedBy}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <ReportStatusBadge status={report.status} />
            </Table.Td>
            <Table.Td>
              <ReportActions orgId={orgId} report={report} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
