import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RiskDecisionKind, RiskEntry } from '../../../contract/relationship-risks';
import { decisionText, outdatedText, RISK_DECISION_LABELS } from '../risk-decision';
import { RiskDecisionForm } from './risk-decision-form';

interface Props {
  risk: RiskEntry;
  /** Compliance profiles, online: the buttons. Everyone else reads the decision. */
  canDecide: boolean;
  pending: boolean;
  error: string | null;
  /** done runs once the decision is recorded: the form closes. */
  onDecide: (decision: RiskDecisionKind, reason: string, done: () => void) => void;
}

/** One hit's decision in the evidence sheet: its badge, reason, who and when, and "Confirmar" / "Descartar". */
export function RiskDecisionPanel({ risk, canDecide, pending, error, onDecide }: Props) {
  const [open, setOpen] = useState<RiskDecisionKind | null>(null);
  const current = risk.decision;
  return (
    <Stack gap={6} data-testid="risk-decision">
      {current && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            color={current.decision === 'CONFIRMED' ? 'red.9' : 'gray.7'}
            variant="outline"
            style={{ flexShrink: 0 }}
          >
            {RISK_DECISION_LABELS[current.decision]}
          </Badge>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {decisionText(current)}
          </Text>
        </Group>
      )}
      {!current && risk.outdatedDecision && (
        <Text size="xs" c="orange.9" fw={600} data-testid="decision-outdated">
          {outdatedText(risk.outdatedDecision)}
        </Text>
      )}
      {canDecide && open === null && (
        <Group gap="xs">
          {current?.decision !== 'CONFIRMED' && (
            <Button size="compact-sm" variant="outline" color="red.9" onClick={() => setOpen('CONFIRMED')}>
              Confirmar
            </Button>
          )}
          {current?.decision !== 'DISMISSED' && (
            <Button size="compact-sm" variant="default" onClick={() => setOpen('DISMISSED')}>
              Descartar
            </Button>
          )}
        </Group>
      )}
      {canDecide && open !== null && (
        <RiskDecisionForm
          decision={open}
          pending={pending}
          error={error}
          onCancel={() => setOpen(null)}
          onSubmit={(reason) => onDecide(open, reason, () => setOpen(null))}
        />
      )}
    </Stack>
  );
}
