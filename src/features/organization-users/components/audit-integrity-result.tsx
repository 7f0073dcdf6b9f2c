import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconShieldCheck } from '@tabler/icons-react';
import type { AuditChainCheck } from '../../../contract/organization-users';
import { formatCount } from '../../../contract/plural';
import { formatDateTime } from '../../../lib/format-date';

/** The server's verdict on the trail's hash chain, and the newest event's hash to note down outside the system. */
export function AuditIntegrityResult({ check }: { check: AuditChainCheck }) {
  const head = check.headSeq === null ? 'a trilha está vazia' : `hash do registro Nº ${check.headSeq}, o mais recente`;
  return (
    <Alert
      variant="light"
      color={check.ok ? 'green' : 'red'}
      role={check.ok ? 'status' : 'alert'}
      icon={check.ok ? <IconShieldCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
      // The light variant's coloured title is below 4.5:1 on its own background (axe): dark text keeps it readable.
      title={
        <Text span fw={700} size="sm" c="dark.7">
          {check.ok ? 'Trilha íntegra' : 'Trilha alterada'}
        </Text>
      }
      data-testid="audit-integrity"
      maw={640}
    >
      <Stack gap="xs">
        <Text size="sm">
          {check.ok
            ? `${formatCount(check.checked)} registros conferidos em ${formatDateTime(check.checkedAt)}: nenhum foi alterado, removido ou inserido fora de ordem.`
            : `O registro Nº ${check.brokenSeq} não confere com a cadeia de hashes: ele (ou a ligação com o anterior) foi modificado fora do sistema. Guarde esta tela e avise o suporte.`}
        </Text>
        <Text size="xs" c="dimmed">
          Anote fora do sistema o {head}. Numa verificação futura (ou de uma exportação, com npm run audit:verify), o
          mesmo registro deve ter o mesmo hash.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code p="xs" data-testid="audit-head-hash" style={{ wordBreak: 'break-all' }}>
            {check.headHash}
          </Code>
          <CopyButton value={check.headHash}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
                }
              >
                {copied ? 'Copiado' : 'Copiar hash'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
