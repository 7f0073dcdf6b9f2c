import { Badge, Card, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { QsaRelation, RelationshipEntity } from '../../../contract/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { displayDocument } from '../relationship-format';
import { partnerFacts, registryDateLabel, registryFacts } from '../registry-facts';
import { TcuCertificatePanel } from './tcu-certificate-panel';

interface Props {
  entity: RelationshipEntity | null;
  /** The company's QSA rows present in the graph. */
  partners: readonly QsaRelation[];
  onClose: () => void;
  /** On a phone the sheet takes the whole screen. */
  fullScreen: boolean;
  scope: HolderScope;
  analysisId: number;
  /** Compliance profiles may ask for the TCU's certificate (the same check as starting an analysis). */
  canIssue: boolean;
}

/** A company's record in the Receita's register, with the data's date and its QSA as published (cartão CNPJ). */
export function RegistrySheet({ entity, partners, onClose, fullScreen, scope, analysisId, canIssue }: Props) {
  const registry = entity?.registry ?? null;
  return (
    <Modal
      opened={entity !== null}
      onClose={onClose}
      size="lg"
      fullScreen={fullScreen}
      title={entity ? `Dados cadastrais: ${entity.name}` : ''}
      closeButtonProps={{ 'aria-label': 'Fechar dados cadastrais' }}
    >
      {entity && registry && (
        <Stack gap="md" data-testid="registry-sheet">
          <Group gap="xs">
            <Badge color={registry.status.code === 2 ? 'green.9' : 'red.9'}>{registry.status.name || 'Situação'}</Badge>
            <Text size="xs" c="dark.4" data-testid="registry-date">
              {registryDateLabel(registry)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={8} component="dl" m={0}>
            {registryFacts(registry).map((fact) => (
              <div key={fact.label}>
                <Text component="dt" size="xs" c="dark.4">
                  {fact.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {fact.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {entity.kind === 'COMPANY' && (
            <TcuCertificatePanel
              key={entity.id}
              target={{ scope, analysisId, entityId: entity.id }}
              canIssue={canIssue}
            />
          )}
          <Card withBorder padding="sm" radius="md" component="section" aria-label="Quadro societário">
            <Title order={3} size="h5" mb={6}>
              Quadro societário ({partners.length} de {entity.qsaCount})
            </Title>
            {partners.length === 0 ? (
              <Text size="sm">Abra os vínculos da empresa no grafo para ver os sócios.</Text>
            ) : (
              <List size="sm" spacing={6} listStyleType="none">
                {partners.map((p) => (
                  <List.Item key={p.relationId}>
                    <Text size="sm" fw={600} span>
                      {p.name}
                    </Text>{' '}
                    <Text size="sm" ff="monospace" span>
                      {displayDocument(p.documentNumber)}
                    </Text>
                    <Text size="xs" c="dark.4">
                      {partnerFacts(p)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
        </Stack>
      )}
    </Modal>
  );
}
