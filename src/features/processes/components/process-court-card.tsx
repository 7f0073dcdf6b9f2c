import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Court } from '../../../contract/processes';
import { DetailField } from './detail-field';

/** Court code (J.TR), name, acronym, state and region. */
export function ProcessCourtCard({ court }: { court: Court }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Tribunal
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DetailField label="Nome">{court.name}</DetailField>
          <DetailField label="Sigla">{court.acronym}</DetailField>
          <DetailField label="Código">{court.code}</DetailField>
          <DetailField label="UF">{court.state || 'Não se aplica'}</DetailField>
          <DetailField label="Região">{court.region}</DetailField>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
