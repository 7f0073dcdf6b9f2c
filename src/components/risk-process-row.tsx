import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { AnalysisProcess } from '../contract/analyses';
import { formatCentavos } from '../contract/money';
import { formatProcessDate } from '../lib/special-dates';
import { SIDE_LABELS } from './risk-process-card';

/** One process of the wide risk table: number and type, distribution, value, court, subjects, situation, side. */
export function RiskProcessRow({ process: p, href }: { process: AnalysisProcess; href: string }) {
  return (
    <Table.Tr data-testid="risk-process-row">
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} href={href} ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {p.number}
          </Anchor>
          <Text size="xs" c="dimmed">
            {p.type}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatProcessDate(p.distributionDate)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{p.causeValue === null ? '—' : formatCentavos(p.causeValue)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{p.uf ? `${p.court} · ${p.uf}` : p.court}</Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Text size="xs" lineClamp={2}>
          {p.subjects.join('; ') || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{p.isArchived ? 'Arquivado' : 'Ativo'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{SIDE_LABELS[p.typeOfPart]}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
