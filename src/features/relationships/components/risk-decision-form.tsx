import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { RiskDecisionKind } from '../../../contract/relationship-risks';
import { REASON_MAX, reasonError } from '../risk-decision';

interface Props {
  decision: RiskDecisionKind;
  pending: boolean;
  /** The API's refusal, already in Portuguese. */
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

const SUBMIT_LABELS = { CONFIRMED: 'Confirmar risco', DISMISSED: 'Descartar risco' } as const;

/** The reason of a decision on a hit: required, 3 to 500 characters, checked here before the API checks it again. */
export function RiskDecisionForm({ decision, pending, error, onSubmit, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonError(reason);
    setProblem(found);
    if (!found) onSubmit(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={SUBMIT_LABELS[decision]}>
      <Stack gap="xs">
        <Textarea
          label="Motivo"
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={problem}
          data-autofocus
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            size="compact-sm"
            loading={pending}
            color={decision === 'CONFIRMED' ? 'red.9' : 'gray.8'}
          >
            {SUBMIT_LABELS[decision]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
