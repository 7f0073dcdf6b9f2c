import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AnalysisProcess } from '../contract/analyses';
import { ProgressiveItems } from './progressive-items';
import { RiskProcessCard } from './risk-process-card';
import { RiskProcessRow } from './risk-process-row';

interface Props {
  processes: readonly AnalysisProcess[];
  hrefFor: (processId: number) => string;
  caption: string;
}

/**
 * Phone cards drawn with the list; the rest of a page of 10 follow in React's sliced background render. A page's
 * arrival was a task of ~120 ms at 4× CPU on the analysis screen, below a phone's first screen. The wide table draws
 * every row at once: its columns would take new widths when the rest arrived, and the first rows would move.
 */
const FIRST_CARDS = 4;

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
          <ProgressiveItems
            items={processes}
            first={FIRST_CARDS}
            render={(p) => <RiskProcessCard key={p.id} process={p} href={hrefFor(p.id)} />}
          />
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
            <RiskProcessRow key={p.id} process={p} href={hrefFor(p.id)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
