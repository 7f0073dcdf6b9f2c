import { Card, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CachedDataAge } from '../../../components/cached-data-age';
import { FailedListEmpty } from '../../../components/failed-list-empty';
import { PAGE_SIZE } from '../../../contract/constants/paging';
import { countLabel } from '../../../contract/plural';
import type { Report } from '../../../contract/reports-v2';
import { formatDateTime } from '../../../lib/format-date';
import { useReports } from '../api/get-reports';
import { ReportActions } from './report-actions';
import { ReportStatusBadge } from './report-status-badge';

interface Props {
  orgId: number;
  page: number;
  onPageChange: (page: number) => void;
}

function ReportReason({ report }: { report: Report }) {
  if (report.status !== 'ERROR' || !report.reason) return null;
  return (
    <Text size="xs" c="red.9">
      {report.reason}
    </Text>
  );
}

function ReportCard({ orgId, report }: { orgId: number; report: Report }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={report.typeName} data-testid="report-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{report.typeName}</Text>
          <ReportStatusBadge status={report.status} />
        </Group>
        {report.description !== report.typeName && <Text size="sm">{report.description}</Text>}
        <Text size="xs" c="dimmed">
          {report.format} · pedido em {formatDateTime(report.createdAt)}
          {report.requestedBy ? ` por ${report.requestedBy}` : ''}
        </Text>
        <ReportReason report={report} />
        <ReportActions orgId={orgId} report={report} />
      </Stack>
    </Card>
  );
}

/** The organization's reports, newest first, 10 a page; refreshed every few seconds while one is being generated. */
export function ReportList({ orgId, page, onPageChange }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = useReports(orgId, page - 1);
  if (query.isPending && query.fetchStatus !== 'paused') {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando relatórios" />
      </Center>
    );
  }
  // Spec §8: a list that fails is shown empty, without an error dialog (with a quiet way to ask again).
  const { result, total } = query.data ?? { result: [], total: 0 };
  if (result.length === 0) {
    return <FailedListEmpty testId="report-empty" message="Nenhum relatório pedido ainda." failed={query.isError || query.isPending} onRetry={() => void query.refetch()} />;
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed">
          {countLabel(total, 'relatório', 'relatórios')}
        </Text>
        <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
      </Group>
      {wide ? (
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
            {result.map((report) => (
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
      ) : (
        <Stack gap="sm">
          {result.map((report) => (
            <ReportCard key={report.id} orgId={orgId} report={report} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} siblings={wide ? 1 : 0} size="sm" getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control })} />
        </Group>
      )}
    </Stack>
  );
}
