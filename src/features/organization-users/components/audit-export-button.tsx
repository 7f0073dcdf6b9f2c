import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import { AUDIT_EXPORT_MAX_ROWS } from '../../../contract/constants/organization-users';
import { formatCount } from '../../../contract/plural';
import type { AuditQuery } from '../../../contract/organization-users';
import { errorMessage } from '../../../lib/api-error';
import { useExportAudit } from '../api/export-audit';

const rows = formatCount(AUDIT_EXPORT_MAX_ROWS);

/** "Exportar CSV": every page of the current filters, newest first, up to the export's limit. */
export function AuditExportButton({ orgId, filters }: { orgId: number; filters: Omit<AuditQuery, 'page'> }) {
  const exporting = useExportAudit(orgId);
  return (
    <Stack gap="xs" align="flex-end">
      <NeedsNetwork>
        {(offline) => (
          <Button
            variant="light"
            disabled={offline}
            loading={exporting.isPending}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => exporting.mutate(filters)}
            title={`Os registros dos filtros escolhidos, até ${rows} linhas`}
          >
            Exportar CSV
          </Button>
        )}
      </NeedsNetwork>
      {exporting.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(exporting.error)}
        </Alert>
      )}
    </Stack>
  );
}
