import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { AnalysisProcess } from '../contract/analyses';
import { ProcessValueAndDate } from './process-value-and-date';

// The side (polo), as the PDF report says it: Autor/Réu is wrong for labour (Reclamante/Reclamado) and executions.
export const SIDE_LABELS: Record<AnalysisProcess['typeOfPart'], string> = {
  AUTHOR: 'Ativo',
  DEFENDANT: 'Passivo',
  OTHER: 'Outra parte',
};

/** Phone item (under 768 px) of a risk-process list: the table row's facts, stacked, as the process list does. */
export function RiskProcessCard({ process: p, href }: { process: AnalysisProcess; href: string }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="risk-process-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor component={Link} href={href} fw={600} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {p.number}
          </Anchor>
          <Text size="xs" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {SIDE_LABELS[p.typeOfPart]}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {p.type} · {p.isArchived ? 'Arquivado' : 'Ativo'}
        </Text>
        <Text size="xs">{p.uf ? `${p.court} · ${p.uf}` : p.court}</Text>
        {p.subjects.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {p.subjects.join('; ')}
          </Text>
        )}
        <ProcessValueAndDate causeValue={p.causeValue} distributionDate={p.distributionDate} />
      </Stack>
    </Card>
  );
}
