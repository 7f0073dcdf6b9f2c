import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import { countLabel } from '../../../contract/plural';
import type { ExtractFilterQuery } from '../../../contract/extract';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useExportExtract } from '../api/export-extract';
import type { SpreadsheetFormat } from '../export/spreadsheet-protocol';

/** Exports every row of the current filters (not only the page on screen) as CSV for Excel or XLSX. */
export function ExtractExportButtons({
  scope,
  filters,
  disabled,
}: {
  scope: HolderScope;
  filters: ExtractFilterQuery;
  disabled: boolean;
}) {
  const exporting = useExportExtract(scope);
  const pendingFormat = exporting.isPending ? exporting.variables.format : null;
  const run = (format: SpreadsheetFormat) => exporting.mutate({ filters, format });
  return (
    <Stack gap={6}>
      <NeedsNetwork>
        {(offline) => (
          <Group gap="xs">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                size="xs"
                variant="light"
                disabled={offline || disabled || exporting.isPending}
                loading={pendingFormat === format}
                leftSection={<IconFileSpreadsheet size={14} aria-hidden="true" />}
                onClick={() => run(format)}
              >
                {format === 'xlsx' ? 'Exportar XLSX' : 'Exportar CSV'}
              </Button>
            ))}
          </Group>
        )}
      </NeedsNetwork>
      {exporting.isSuccess && (
        <Text size="xs" c="dimmed" role="status" data-testid="extract-export-done">
          {countLabel(exporting.data.rows, 'linha exportada', 'linhas exportadas')}
          {exporting.data.truncated
            ? ' (o limite da exportação foi atingido: filtre por período para ter o restante).'
            : '.'}
        </Text>
      )}
      {exporting.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(exporting.error)}
        </Alert>
      )}
    </Stack>
  );
}
