import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Analysis } from '../../../contract/analyses';
import { ANALYSIS_TIERS } from '../../../contract/constants/analyses';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { formatDateTime } from '../../../lib/format-date';

/** Whose analysis, which document, which type, when. */
export function AnalysisHeader({ analysis, backHref }: { analysis: Analysis | null; backHref: string }) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} href={backHref} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" /> Voltar para Consultas e monitoramento
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        Análise de risco{analysis ? `: ${analysis.documentInfo || 'nome não informado'}` : ''}
      </Title>
      {analysis && (
        <Group gap="xs">
          <Text ff="monospace" data-testid="analysis-document">
            {formatDocumentNumber(analysis.documentNumber)}
          </Text>
          <Badge variant="outline" color="dark">
            {ANALYSIS_TIERS[analysis.type].label}
          </Badge>
          <Text size="sm" c="dimmed">
            pedida em {formatDateTime(analysis.createdAt)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
