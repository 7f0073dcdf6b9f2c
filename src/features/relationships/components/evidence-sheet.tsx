import { Anchor, Badge, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RiskKind } from '../../../contract/constants/relationships';
import type { RiskDecisionKind } from '../../../contract/relationship-risks';
import type { RelationshipEntity } from '../../../contract/relationships';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useDecideRisk } from '../api/decide-risk';
import { checkedAtLabel, displayDocument } from '../relationship-format';
import { riskEvidence } from '../risk-evidence';
import { RiskDecisionPanel } from './risk-decision-panel';

const DISMISSED_STYLE = { backgroundColor: 'var(--mantine-color-gray-1)', borderStyle: 'dashed' } as const;

interface Props {
  entity: RelationshipEntity | null;
  /** The chip that was tapped: its entries come first. */
  kind: RiskKind | null;
  onClose: () => void;
  /** On a phone the sheet takes the whole screen. */
  fullScreen: boolean;
  scope: HolderScope;
  analysisId: number;
  /** Compliance profiles, online, may confirm or dismiss a hit (the same check as starting or retrying). */
  canDecide: boolean;
}

/**
 * Every risk entry of an entity with all its fields and its source: what the flag rests on, and the analyst's
 * decision on it. A dismissed hit stays listed, dimmed: the decision is a judgement, not a deletion.
 */
export function EvidenceSheet({ entity, kind, onClose, fullScreen, scope, analysisId, canDecide }: Props) {
  const risks = [...(entity?.risks ?? [])].sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind));
  const decide = useDecideRisk(scope, analysisId);
  // One mutation for the sheet: its error belongs to the hit last decided on.
  const [deciding, setDeciding] = useState<string | null>(null);
  const onDecide = (riskId: string) => (decision: RiskDecisionKind, reason: string, done: () => void) => {
    if (!entity) return;
    setDeciding(riskId);
    decide.mutate({ entityId: entity.id, riskId, decision, reason }, { onSuccess: done });
  };
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
              <Card
                key={risk.id}
                withBorder
                padding="sm"
                radius="md"
                component="section"
                aria-label={evidence.title}
                data-dismissed={risk.decision?.decision === 'DISMISSED' || undefined}
                // Dimmed by a grey, dashed card and a grey chip, not by opacity: the text keeps its contrast (axe).
                style={risk.decision?.decision === 'DISMISSED' ? DISMISSED_STYLE : undefined}
              >
                <Stack gap={6}>
                  <Group gap="xs">
                    <Badge color={evidence.ended || risk.decision?.decision === 'DISMISSED' ? 'gray.7' : 'red.9'}>
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
                  <RiskDecisionPanel
                    risk={risk}
                    canDecide={canDecide}
                    pending={decide.isPending && deciding === risk.id}
                    error={decide.isError && deciding === risk.id ? errorMessage(decide.error) : null}
                    onDecide={onDecide(risk.id)}
                  />
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
