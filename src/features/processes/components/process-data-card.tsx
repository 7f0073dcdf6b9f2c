import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { ProcessDetail } from '../../../contract/processes';
import { formatProcessDate } from '../../../lib/special-dates';
import { DetailField } from './detail-field';
import { formatCentavos } from '../../../contract/money';

interface Props {
  process: ProcessDetail;
  hrefFor: (id: number) => string;
}

const HIDDEN = 'Oculto (segredo de justiça)';
const orDash = (value: string | null) => value || 'Não informado';

/** Type, state, subjects, dates, jurisdiction, organ, origin, flags and related processes. */
export function ProcessDataCard({ process: p, hrefFor }: Props) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Dados do processo
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DetailField label="Classe">{p.type}</DetailField>
          <DetailField label="Estado (UF)">{orDash(p.state)}</DetailField>
          <DetailField label="Valor da causa">
            {p.isSecret ? HIDDEN : p.causeValue === null ? 'Não informado' : formatCentavos(p.causeValue)}
          </DetailField>
          <DetailField label="Distribuição">{formatProcessDate(p.distributionDate)}</DetailField>
          <DetailField label="Jurisdição">{orDash(p.jurisdiction)}</DetailField>
          <DetailField label="Órgão julgador">{orDash(p.judgingOrgan)}</DetailField>
          <DetailField label="Origem">{orDash(p.origin)}</DetailField>
          <DetailField label="Recursos">
            <Group gap={4}>
              {p.hasResource && <Badge variant="light">Possui recurso</Badge>}
              {p.isResource && <Badge variant="light">É recurso</Badge>}
              {!p.hasResource && !p.isResource && 'Nenhum'}
            </Group>
          </DetailField>
          <DetailField label="Arquivamento">{p.isArchived ? 'Arquivado' : 'Ativo'}</DetailField>
        </SimpleGrid>
        <DetailField label="Assuntos">
          {p.isSecret ? HIDDEN : p.subjects.length === 0 ? 'Nenhum assunto informado' : p.subjects.join('; ')}
        </DetailField>
        {p.notes && <DetailField label="Observações">{p.notes}</DetailField>}
        <DetailField label="Processos relacionados">
          {p.relatedProcesses.length === 0 ? (
            <Text size="sm">Nenhum</Text>
          ) : (
            <Stack gap={2}>
              {p.relatedProcesses.map((r) => (
                <Text size="sm" key={r.id}>
                  {r.relation}:{' '}
                  <Anchor component={Link} href={hrefFor(r.id)} ff="monospace" size="sm">
                    {r.number}
                  </Anchor>
                </Text>
              ))}
            </Stack>
          )}
        </DetailField>
      </Stack>
    </Card>
  );
}
