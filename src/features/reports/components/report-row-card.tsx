import { Card, Group, Stack, Text } from '@mantine/core';
import type { Report } from '../../../contract/reports-v2';
import { formatDateTime } from '../../../lib/format-date';
import { ReportActions } from './report-actions';
import { ReportReason } from './report-reason';
import { ReportStatusBadge } from './report-status-badge';

/** A report below 768 px: its type, status, request and actions in one card. */
export function ReportRowCard({ orgId, report }: { orgId: number; report: Report }) {
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
