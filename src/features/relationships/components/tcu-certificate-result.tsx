import { Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  TCU_CLEAR_LABEL,
  TCU_DEMO_NOTE,
  TCU_LISTED_LABEL,
  TCU_REGISTRY_LABELS,
} from '../../../contract/constants/tcu-certificates';
import type { TcuCertificate } from '../../../contract/tcu-certificates';
import { formatDateTime } from '../../../lib/format-date';

/** What a certificate says: each registry listed or clear, with the TCU's note, when it was issued and its code. */
export function TcuCertificateResult({ certificate }: { certificate: TcuCertificate }) {
  return (
    <Stack gap={8} data-testid="tcu-certificate">
      <List size="sm" spacing={6} listStyleType="none" aria-label="Cadastros da certidão">
        {certificate.registries.map((item) => (
          <List.Item key={item.registry} data-registry={item.registry} data-listed={item.listed || undefined}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={item.listed ? 'red.9' : 'green.9'} style={{ flexShrink: 0 }}>
                {item.listed ? TCU_LISTED_LABEL : TCU_CLEAR_LABEL}
              </Badge>
              <Text size="sm">{TCU_REGISTRY_LABELS[item.registry] ?? item.registry}</Text>
            </Group>
            {item.note && (
              <Text size="xs" c="dark.4" mt={2} style={{ overflowWrap: 'anywhere' }}>
                {item.note}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dark.4" data-testid="tcu-certificate-issued">
        Emitida em {certificate.issuedAt ? formatDateTime(certificate.issuedAt) : 'data não informada'}
        {certificate.controlCode ? ` · código de controle ${certificate.controlCode}` : ''}
      </Text>
      {certificate.source === 'DEMO' && (
        <Text size="xs" c="orange.9">
          {TCU_DEMO_NOTE}
        </Text>
      )}
    </Stack>
  );
}
