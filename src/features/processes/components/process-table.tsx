import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ProcessSummary } from '../../../contract/processes';
import { formatDateTime } from '../../../lib/format-date';
import { formatProcessDate } from '../../../lib/special-dates';
import { ProcessPartiesLine } from './process-parties-line';
import { ProcessStatusBadges } from './process-status-badges';
import { formatCentavos } from '../../../contract/money';

interface Props {
  processes: readonly ProcessSummary[];
  hrefFor: (id: number) => string;
}

/** Desktop list: one row per process. */
export function ProcessTable({ processes, hrefFor }: Props) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="process-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Processo</Table.Th>
            <Table.Th>Partes e assuntos</Table.Th>
            <Table.Th ta="right">Valor da causa</Table.Th>
            <Table.Th>Distribuição</Table.Th>
            <Table.Th>Última movimentação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {processes.map((p) => (
            <Table.Tr key={p.id} data-testid="process-row">
              <Table.Td>
                <Stack gap={4}>
                  <Anchor component={Link} href={hrefFor(p.id)} fw={600} ff="monospace" size="sm">
                    {p.number}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {p.court} · {p.type}
                  </Text>
                  <ProcessStatusBadges isSecret={p.isSecret} isArchived={p.isArchived} />
                </Stack>
              </Table.Td>
              <Table.Td maw={320}>
                <ProcessPartiesLine authors={p.authors} defendants={p.defendants} />
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {p.isSecret ? 'Assuntos ocultos' : p.subjects.join('; ') || 'Sem assuntos'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{p.causeValue === null ? '—' : formatCentavos(p.causeValue)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatProcessDate(p.distributionDate)}</Text>
              </Table.Td>
              <Table.Td maw={280}>
                {p.lastMovement ? (
                  <Text size="sm" lineClamp={2}>
                    {formatProcessDate(p.lastMovement.date)} · {p.lastMovement.class}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    Sem movimentações
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  Atualizado em {formatDateTime(p.updatedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
