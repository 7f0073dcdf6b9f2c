import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadExplain, type ExplainFormat } from '../api/download-explain';

/** The lookup's "explain" export: the document's processes as a spreadsheet (CSV) or a printable PDF. */
export function ExplainExportButtons({ orgId, documentNumber }: { orgId: number; documentNumber: string }) {
  const download = useDownloadExplain(orgId);
  const pendingFormat = download.isPending ? download.variables.format : null;
  const run = (format: ExplainFormat) => download.mutate({ documentNumber, format });
  return (
    <Stack gap="xs">
      <NeedsNetwork>
        {(offline) => (
          <Group gap="sm">
            <Button
              disabled={offline}
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              loading={pendingFormat === 'csv'}
              onClick={() => run('csv')}
            >
              Exportar processos (CSV)
            </Button>
            <Button
              disabled={offline}
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              loading={pendingFormat === 'pdf'}
              onClick={() => run('pdf')}
            >
              Exportar processos (PDF)
            </Button>
          </Group>
        )}
      </NeedsNetwork>
      {download.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(download.error)}
        </Alert>
      )}
    </Stack>
  );
}
