import { Alert, Button, Stack } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import { useVerifyAudit } from '../api/verify-audit';
import { AuditIntegrityResult } from './audit-integrity-result';

/** "Verificar integridade": the server recomputes the trail's hash chain; the verdict and the head hash show below. */
export function AuditVerifyButton({ orgId }: { orgId: number }) {
  const verifying = useVerifyAudit(orgId);
  return (
    <Stack gap="xs" align="flex-end">
      <NeedsNetwork>
        {(offline) => (
          <Button
            variant="light"
            disabled={offline}
            loading={verifying.isPending}
            leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
            onClick={() => verifying.mutate()}
            title="Recalcula a cadeia de hashes de toda a trilha desta organização"
          >
            Verificar integridade
          </Button>
        )}
      </NeedsNetwork>
      {verifying.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(verifying.error)}
        </Alert>
      )}
      {verifying.data && <AuditIntegrityResult check={verifying.data} />}
    </Stack>
  );
}
