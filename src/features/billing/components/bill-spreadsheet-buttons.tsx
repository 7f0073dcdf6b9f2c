import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { BillDetail } from '../../../contract/billing';
import { errorMessage } from '../../../lib/api-error';
import { useExportBill } from '../api/export-bill';

/** The bill as XLSX or CSV: written on this device from the detail on screen, so offline too. */
export function BillSpreadsheetButtons({ bill }: { bill: BillDetail }) {
  const exporting = useExportBill();
  const pendingFormat = exporting.isPending ? exporting.variables.format : null;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="light"
            disabled={exporting.isPending}
            loading={pendingFormat === format}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
            onClick={() => exporting.mutate({ bill, format })}
          >
            {format === 'xlsx' ? 'Planilha (XLSX)' : 'CSV (Excel)'}
          </Button>
        ))}
      </Group>
      {exporting.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(exporting.error)}
        </Alert>
      )}
    </Stack>
  );
}
