import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PartSide, ProcessDetail } from '../../../contract/processes';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { stripPartName } from '../../../contract/party-name';

export const SIDE_LABELS: Record<PartSide, string> = {
  AUTHOR: 'Polo ativo',
  DEFENDANT: 'Polo passivo',
  OTHER: 'Outros',
};

/** "Todas as partes": a table from 768 px, stacked items below it (a phone showed the names only, scrolling sideways). */
export function AllPartsList({ parts }: { parts: ProcessDetail['parts'] }) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="all-parts-cards">
        {parts.map((part, i) => (
          <Stack
            gap={0}
            component="li"
            key={`${part.name}-${i}`}
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {stripPartName(part.name)}
            </Text>
            <Text size="xs">
              {part.function}{' '}
              <Text span size="xs" c="dimmed">
                ({SIDE_LABELS[part.side] ?? part.side})
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {part.document ? formatDocumentNumber(part.document) : 'Documento não informado'}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4} fz="sm" data-testid="all-parts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Função</Table.Th>
            <Table.Th>Documento</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part, i) => (
            <Table.Tr key={`${part.name}-${i}`}>
              <Table.Td>{stripPartName(part.name)}</Table.Td>
              <Table.Td>
                {part.function}{' '}
                <Text span size="xs" c="dimmed">
                  ({SIDE_LABELS[part.side] ?? part.side})
                </Text>
              </Table.Td>
              <Table.Td>{part.document ? formatDocumentNumber(part.document) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
