import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'wouter';
import type { AnalysisProcess } from '../contract/analyses';
import { formatProcessDate } from '../lib/special-dates';
import { RiskProcessCard, SIDE_LABELS } from './risk-process-card';
import { formatCentavos } from '../contract/money';

interface Props {
  processes: readonly AnalysisProcess[];
  hrefFor: (processId: number) => string;
  caption: string;
}

/** Processes where the document is a party (a lookup's or an analysis's); the number opens the process screen. */
export function RiskProcessTable({ processes, hrefFor, caption }: Props) {
  // Under 768 px a seven-column table shows only the number and scrolls sideways: cards instead (as the process list).
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
        <Stack
          gap="xs"
          component="ul"
          aria-label={caption}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="risk-process-cards"
        >
          {processes.map((p) => (
            <RiskProcessCard key={p.id} process={p} href={hrefFor(p.id)} />
          ))}
        </Stack>
      </Stack>
    );
  }
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
                  <Anchor
                    component={Link}
                    href={hrefFor(p.id)}
                    ff="monospace"
                    size="sm"
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
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
