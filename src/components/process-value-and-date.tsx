import { Group, Text } from '@mantine/core';
import { formatProcessDate } from '../lib/special-dates';
import { formatCentavos } from '../contract/money';

interface ProcessValueAndDateProps {
  /** Centavos; null when the court gave none. */
  causeValue: number | null;
  distributionDate: string | null;
}

/** "Valor: … · Distribuição: …", the same line on every process card. */
export function ProcessValueAndDate({ causeValue, distributionDate }: ProcessValueAndDateProps) {
  return (
    <Group gap="md">
      <Text size="xs">Valor: {causeValue === null ? '—' : formatCentavos(causeValue)}</Text>
      <Text size="xs">Distribuição: {formatProcessDate(distributionDate)}</Text>
    </Group>
  );
}
