import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import type { Report } from '../../../contract/reports-v2';
import { errorMessage } from '../../../lib/api-error';
import { openReportViewer } from '../../../lib/popups';
import { useDownloadReport } from '../api/download-report';
import { useRetryReport } from '../api/request-report';

/** What can be done with a report: download or open it when ready, ask again after an error. */
export function ReportActions({ orgId, report }: { orgId: number; report: Report }) {
  const download = useDownloadReport(orgId);
  const retry = useRetryReport(orgId);
  const failure = download.error ?? retry.error;
  return (
    <NeedsNetwork>
      {(offline) => (
        <Group gap="xs" wrap="wrap">
          {report.status === 'READY' && (
            <>
              <Button size="xs" variant="light" disabled={offline} loading={download.isPending} leftSection={<IconDownload size={14} aria-hidden="true" />} onClick={() => download.mutate(report)} aria-label={`Baixar ${report.typeName} (${report.format})`}>
                Baixar
              </Button>
              {report.format === 'PDF' && (
                <Button size="xs" variant="subtle" disabled={offline} leftSection={<IconExternalLink size={14} aria-hidden="true" />} onClick={() => openReportViewer(orgId, report.id)} aria-label={`Abrir ${report.typeName} no visualizador`}>
                  Abrir
                </Button>
              )}
            </>
          )}
          {report.status === 'ERROR' && (
            <Button size="xs" variant="light" color="red" disabled={offline} loading={retry.isPending} leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={() => retry.mutate(report.id)}>
              Tentar novamente
            </Button>
          )}
          {failure && (
            <Text size="xs" c="red.9" role="alert">
              {errorMessage(failure)}
            </Text>
          )}
        </Group>
      )}
    </NeedsNetwork>
  );
}
