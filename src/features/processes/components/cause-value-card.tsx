import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ProcessDetail } from '../../../contract/processes';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { MoneyInput } from '../../../components/money-input';
import { useChangeProcessValue } from '../api/change-process-value';
import { DetailField } from './detail-field';
import { NeedsNetwork } from '../../../components/needs-network';
import { formatCentavos, formatMoneyInput, parseMoney } from '../../../contract/money';

interface Props {
  process: ProcessDetail;
  /** Admins and lawyers may change it (server checks again). */
  canEdit: boolean;
}

/** Court cause value and the manual one typed by the firm, with who changed it and when. */
export function CauseValueCard({ process: p, canEdit }: Props) {
  const mutation = useChangeProcessValue(p.organizationId, p.id);
  // null = untouched: the field follows the saved value (a restored copy refreshed, a save) until the person types.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const manual = p.manualCauseValue;
  const value = draft ?? (manual ? formatMoneyInput(manual.value) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Read as typed, in centavos; nothing is sent when the text cannot be read.
    const parsed = parseMoney(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    mutation.mutate(parsed.centavos, { onSuccess: () => setDraft(null) });
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Valor da causa
        </Title>
        {p.isSecret ? (
          <Text size="sm">Valores ocultos (segredo de justiça).</Text>
        ) : (
          <Group gap="xl" align="flex-start">
            <DetailField label="Valor informado pelo tribunal">
              {p.causeValue === null ? 'Não informado' : formatCentavos(p.causeValue)}
            </DetailField>
            <DetailField label="Valor manual">
              <span data-testid="manual-cause-value">{manual ? formatCentavos(manual.value) : 'Não definido'}</span>
              {manual && (
                <Text size="xs" c="dimmed">
                  {manual.updatedBy ? `Alterado por ${manual.updatedBy.name}` : 'Alterado'}
                  {manual.updatedAt ? ` em ${formatDateTime(manual.updatedAt)}` : ''}
                </Text>
              )}
            </DetailField>
          </Group>
        )}
        {canEdit && !p.isSecret && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <MoneyInput
                label="Novo valor manual (R$)"
                description="Deixe em branco para remover o valor manual."
                value={value}
                onChange={(text) => {
                  setDraft(text);
                  setError(null);
                }}
                error={error ?? (mutation.isError ? errorMessage(mutation.error) : null)}
                w={{ base: '100%', xs: 300 }}
              />
              <NeedsNetwork>
                {(offline) => (
                  <Button disabled={offline} type="submit" loading={mutation.isPending}>
                    Salvar valor
                  </Button>
                )}
              </NeedsNetwork>
            </Group>
            {mutation.isSuccess && (
              <Text size="sm" c="teal.8" mt={4} role="status">
                Valor salvo.
              </Text>
            )}
          </form>
        )}
      </Stack>
    </Card>
  );
}
