import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { AnalysisProcess } from '../contract/analyses';
import { formatCentavos } from '../lib/format-money';
import { formatProcessDate } from '../lib/special-dates';

interface Props {
  processes: readonly AnalysisProcess[];
  hrefFor: (processId: number) => string;
  caption: string;
}

// The side (polo), as the PDF report says it: Autor/Réu is wrong for labour (Reclamante/Reclamado) and executions.
const SIDE_LABELS: Record<AnalysisProcess['typeOfPart'], string> = { AUTHOR: 'Ativo', DEFENDANT: 'Passivo', OTHER: 'Outra parte' };

/** Processes where the document is a party (a lookup's or an analysis's); the number opens the process screen. */
export function RiskProcessTable({ processes, hrefFor, caption }: Props) {
  return (
    <Table.ScrollContainer minWidth={820} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top" data-testid="risk-process-table">
        <Table.Caption ta="left" mt={0}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Processo</Table.Th>
            <Table.Th>Distribuição</Table.Th>
            <Table.Th ta="right">Valor da causa</Table.Th>
            <Table.Th>Tribunal</Table.Th>
            <Table.Th>Assuntos</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Polo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {processes.map((p) => (
            <Table.Tr key={p.id} data-testid="risk-process-row">
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} href={hrefFor(p.id)} ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
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
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
