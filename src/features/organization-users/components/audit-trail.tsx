import { Group, Stack } from '@mantine/core';
import { toAuditFilters, type AuditState } from '../audit-params';
import { AuditExportButton } from './audit-export-button';
import { AuditFilters } from './audit-filters';
import { AuditList } from './audit-list';
import { AuditVerifyButton } from './audit-verify-button';

interface Props {
  orgId: number;
  state: AuditState;
  onStateChange: (next: AuditState) => void;
}

/** The audit screen's body: filters, the integrity check, the CSV export of what they select, and the paged list. */
export function AuditTrail({ orgId, state, onStateChange }: Props) {
  return (
    <Stack gap="md">
      <AuditFilters orgId={orgId} value={state} onChange={onStateChange} />
      <Group justify="flex-end" align="flex-start">
        <AuditVerifyButton orgId={orgId} />
        <AuditExportButton orgId={orgId} filters={toAuditFilters(state)} />
      </Group>
      <AuditList orgId={orgId} state={state} onPageChange={(pagina) => onStateChange({ ...state, pagina })} />
    </Stack>
  );
}
