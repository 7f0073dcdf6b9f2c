import { Badge, Card, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProcessDetail } from '../../../contract/processes';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { stripPartName } from '../../../contract/party-name';
import { AllPartsList, SIDE_LABELS } from './all-parts-list';
import { PartyList } from './party-list';

/** Authors, defendants, every part with its function, and the parts matching monitored documents. */
export function ProcessPartiesCard({ process: p }: { process: ProcessDetail }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Partes
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            {/* The side, not a class's word for it: a labour court says Reclamante/Reclamado, not Autor/Réu. */}
            <Text fw={600}>{SIDE_LABELS.AUTHOR}</Text>
            <PartyList parties={p.authors} isSecret={p.isSecret} />
          </Stack>
          <Stack gap="xs">
            <Text fw={600}>{SIDE_LABELS.DEFENDANT}</Text>
            <PartyList parties={p.defendants} isSecret={p.isSecret} />
          </Stack>
        </SimpleGrid>
        {p.parts.length > 0 && (
          <>
            <Divider />
            <Text fw={600}>Todas as partes</Text>
            <AllPartsList parts={p.parts} />
          </>
        )}
        {p.part_matches.length > 0 && (
          <>
            <Divider />
            <Text fw={600}>Documentos monitorados neste processo</Text>
            <Stack gap={4}>
              {p.part_matches.map((m) => (
                <Text size="sm" key={`${m.monitoredDocumentId}-${m.side}`}>
                  <Badge size="sm" variant="light" mr={6}>
                    {m.function}
                  </Badge>
                  {stripPartName(m.name)} · {formatDocumentNumber(m.document)}
                </Text>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
