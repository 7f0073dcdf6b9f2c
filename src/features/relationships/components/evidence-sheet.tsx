import { Anchor, Badge, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RiskKind } from '../../../contract/constants/relationships';
import type { RelationshipEntity } from '../../../contract/relationships';
import { checkedAtLabel, displayDocument } from '../relationship-format';
import { riskEvidence } from '../risk-evidence';

interface Props {
  entity: RelationshipEntity | null;
  /** The chip that was tapped: its entries come first. */
  kind: RiskKind | null;
  onClose: () => void;
  /** On a phone the sheet takes the whole screen. */
  fullScreen: boolean;
}

/** Every risk entry of an entity with all its fields and its source: what the flag rests on. */
export function EvidenceSheet({ entity, kind, onClose, fullScreen }: Props) {
  const risks = [...(entity?.risks ?? [])].sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind));
  return (
    <Modal
      opened={entity !== null}
      onClose={onClose}
      size="lg"
      fullScreen={fullScreen}
      title={entity ? `Evidências: ${entity.name}` : ''}
      closeButtonProps={{ 'aria-label': 'Fechar evidências' }}
    >
      {entity && (
        <Stack gap="md" data-testid="evidence-sheet">
          <Text ff="monospace" size="sm">
            {displayDocument(entity.documentNumber)}
          </Text>
          <Text size="xs" c="dark.4">
            {checkedAtLabel(entity.analysisDate)}
          </Text>
          {risks.map((risk) => {
            const evidence = riskEvidence(risk);
            return (
              <Card key={risk.id} withBorder padding="sm" radius="md" component="section" aria-label={evidence.title}>
                <Stack gap={6}>
                  <Group gap="xs">
                    <Badge color={evidence.ended ? 'gray.7' : 'red.9'}>
                      {evidence.ended ? `${evidence.chip} · encerrada` : evidence.chip}
                    </Badge>
                    {evidence.partialMatch && (
                      <Badge color="orange.9" variant="light" data-testid="partial-match">
                        {evidence.partialMatch} — confirmar
                      </Badge>
                    )}
                    <Title order={3} size="h5">
                      {evidence.title}
                    </Title>
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} component="dl" m={0}>
                    {evidence.fields.map((field) => (
                      <div key={field.label}>
                        <Text component="dt" size="xs" c="dark.4">
                          {field.label}
                        </Text>
                        <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                          {field.label === 'Link da fonte' && evidence.link ? (
                            <Anchor href={evidence.link} target="_blank" rel="noopener noreferrer" size="sm">
                              {field.value}
                            </Anchor>
                          ) : (
                            field.value
                          )}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                  <Text size="xs">
                    <Text span fw={600} size="xs">
                      Fonte:{' '}
                    </Text>
                    {evidence.source}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
