import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import type { Analysis } from '../../../contract/analyses';
import { ANALYSIS_TIERS, REPORT_STATUS_LABELS } from '../../../contract/constants/analyses';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useDownloadAnalysisReport } from '../api/download-analysis-report';
import { TemporaryReportLink } from './temporary-report-link';

interface Props {
  scope: HolderScope;
  analysis: Analysis;
}

/** What this analysis type includes, and the premium PDF report when statusReport says it is ready. */
export function ReportCard({ scope, analysis }: Props) {
  const download = useDownloadAnalysisReport(scope);
  const tier = ANALYSIS_TIERS[analysis.type];
  // Premium says "everything basic includes": spell that out instead of sending the reader elsewhere.
  const includes =
    analysis.type === 'PREMIUM'
      ? [...ANALYSIS_TIERS.BASIC.includes, ...tier.includes.filter((line) => !line.startsWith('Tudo o que'))]
      : tier.includes;
  const working = analysis.statusReport === 'PENDING' || analysis.statusReport === 'PROCESSING';
  // What the PDF holds, without the line's own 'Relatório em PDF para download:' (one colon per sentence).
  const pdfContents = (ANALYSIS_TIERS.PREMIUM.includes.at(-1) ?? '').replace(/^[^:]*:\s*/, '');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="report-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="report-title">
          {tier.label}: o que inclui
        </Title>
        <List size="sm" spacing={2}>
          {includes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {analysis.type === 'BASIC' ? (
          <Text size="sm" c="dimmed">
            O relatório em PDF faz parte da {ANALYSIS_TIERS.PREMIUM.label.toLowerCase()} ({pdfContents}).
          </Text>
        ) : (
          <Group gap="sm" data-testid="report-status" data-status={analysis.statusReport}>
            {working && <Loader size="xs" aria-hidden="true" />}
            <Text size="sm" role="status">
              {REPORT_STATUS_LABELS[analysis.statusReport]}
              {working ? ': o download fica disponível aqui assim que terminar.' : '.'}
            </Text>
            {analysis.statusReport === 'READY' && (
              <NeedsNetwork>
                {(offline) => (
                  <Button
                    size="sm"
                    leftSection={<IconDownload size={16} aria-hidden="true" />}
                    disabled={offline}
                    loading={download.isPending}
                    onClick={() => download.mutate(analysis)}
                  >
                    Baixar relatório (PDF)
                  </Button>
                )}
              </NeedsNetwork>
            )}
            {analysis.statusReport === 'READY' && <TemporaryReportLink files={analysis.files} />}
          </Group>
        )}
        {download.isError && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {errorMessage(download.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
