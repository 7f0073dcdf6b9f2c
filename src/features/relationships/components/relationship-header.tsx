import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RelationshipAnalysis } from '../../../contract/relationships';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { checkedAtLabel, NO_PROTESTS_NOTE } from '../relationship-format';
import { PROTESTS_NOT_CONFIGURED_NOTE } from '../../../contract/constants/company-registry';

interface Props {
  analysis: RelationshipAnalysis | null;
  backHref: string;
  /** "dados de …" when the graph is this device's copy. */
  age?: ReactNode;
}

/** Title, document and the way back to the activities. */
export function RelationshipHeader({ analysis, backHref, age }: Props) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} href={backHref} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden="true" />
          Consultas e monitoramento
        </Group>
      </Anchor>
      <Group gap="xs" align="center">
        <Title order={1} size="h2">
          Relacionamentos{analysis ? `: ${analysis.documentInfo || 'Nome não informado'}` : ''}
        </Title>
        {age}
      </Group>
      {analysis && (
        <Group gap="xs">
          <Badge variant="outline" color="dark">
            {analysis.documentType}
          </Badge>
          <Text ff="monospace" size="sm">
            {formatDocumentNumber(analysis.documentNumber)}
          </Text>
          {analysis.status === 'DONE' && (
            <Text size="xs" c="dark.4" data-testid="risks-checked-at">
              {checkedAtLabel(analysis.finishedAt)}
            </Text>
          )}
          {!analysis.protestsIncluded && (
            <Text size="xs" c="dark.4">
              {NO_PROTESTS_NOTE}
            </Text>
          )}
          {analysis.protestSource === 'NOT_CONFIGURED' && (
            <Text size="xs" c="dark.4" data-testid="protests-not-configured">
              {PROTESTS_NOT_CONFIGURED_NOTE}
            </Text>
          )}
        </Group>
      )}
      <Text size="sm" c="dark.4">
        Sócios, administradores e beneficiários finais do documento, as empresas ligadas a eles e os riscos de cada um,
        com a fonte.
      </Text>
    </Stack>
  );
}
